/** The runtime's API client: the page's one client, brand from `<html data-brand>`. */
import { browserApiClient } from '../api/env.ts';

export const api = () => browserApiClient();
