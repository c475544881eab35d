/**
 * The serving process's state as a load balancer sees it: once shutting down it is no longer ready (GET /api/ready
 * answers 503, so the balancer stops sending it requests) while the requests it has already taken finish.
 */
export const serverLifecycle = { draining: false };
