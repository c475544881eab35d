import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBlogPost, ZBlogPostList } from '@larder/contract/site';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/blog-posts: every published article, newest first. */
export const blogPostsQueryOptions = () => queryOptions({ queryKey: ['/api/blog-posts'], queryFn: () => apiRequest('GET', '/api/blog-posts', undefined, ZBlogPostList) });
export const useBlogPosts = () => useQuery(blogPostsQueryOptions());

/** GET /api/blog-posts/{id}: one article (404 "Article Not Found"). */
export const useBlogPost = (id: string) =>
  useQuery({ queryKey: ['/api/blog-posts', id], queryFn: () => apiRequest('GET', `/api/blog-posts/${encodeURIComponent(id)}`, undefined, ZBlogPost) });

/** GET /api/blog-posts/{id}/related: 2 others, same category first. */
export const useRelatedPosts = (id: string, enabled: boolean) =>
  useQuery({ queryKey: ['/api/blog-posts', id, 'related'], queryFn: () => apiRequest('GET', `/api/blog-posts/${encodeURIComponent(id)}/related`, undefined, ZBlogPostList), enabled });
