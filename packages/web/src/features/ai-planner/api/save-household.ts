import { type TPreferencesBody, ZUser } from '@larder/contract/accounts';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/user/preferences: the wizard saves who eats (and the household size they make) with the profile. */
export const saveHousehold = (body: TPreferencesBody) => apiRequest('PUT', '/api/user/preferences', body, ZUser);
