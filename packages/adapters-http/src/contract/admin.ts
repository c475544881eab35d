import { z } from 'zod';
import { ZUser } from './accounts';

export const ZAdminUserList = z.object({ users: z.array(ZUser) });
