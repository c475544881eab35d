import type { Blog } from '@larder/domain/site/blog/blog.use-case';
import { presentBlogPost } from '../presenters/site.presenter';
import type { BlogSource } from './public-pages';

/** The blog as the server-drawn pages read it: the same use case and shapes as GET /api/blog-posts and its siblings. */
export const blogSource = (blog: Blog): BlogSource => ({
  list: async () => (await blog.list()).map(presentBlogPost),
  article: async (id) => {
    const post = await blog.get(id);
    if (!post.ok) return null;
    const related = await blog.related(id);
    return { post: presentBlogPost(post.value), related: related.ok ? related.value.map(presentBlogPost) : [] };
  },
});
