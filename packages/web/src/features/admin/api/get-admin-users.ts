import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminUserList } from '@larder/adapters-http/contract/admin';
import { apiRequest } from '../../../lib/api-client';

export const getAdminUsers = () => apiRequest('GET', '/api/admin/users', undefined, ZAdminUserList);

export const adminUsersQueryOptions = () => queryOptions({ queryKey: ['/api/admin/users'], queryFn: getAdminUsers });

export const useAdminUsers = () => useQuery(adminUsersQueryOptions());
