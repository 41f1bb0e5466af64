/** Order count (R-SES-7). */
import * as z from 'zod/mini';
import { id, optText } from './fields.ts';

/** GET /alternproxy/getOrderCount?accountid&orderid returns the count. */
export const orderCountQuery = z.object({ accountid: id, orderid: optText(64) });
