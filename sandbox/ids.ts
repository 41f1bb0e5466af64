/** Random ids of sandbox records. */
import { randomBytes } from 'node:crypto';

/** A random id with a prefix, e.g. ord_3f2a…. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
