import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZContentPost, ZContentPostList, type TContentPostBody, type TNewContentPostBody } from '@larder/contract/content';
import { apiRequest, messageOr } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';

const LIST = '/api/admin/content/posts';

/**
 * Every post, published and draft (admin-only on the server). Keyed under '/api/blog-posts' so that whatever
 * refreshes the blog (the daily post's button on the same tab) refreshes this list too.
 */
export const useContentPosts = () => useQuery({ queryKey: ['/api/blog-posts', 'admin-content'], queryFn: () => apiRequest('GET', LIST, undefined, ZContentPostList) });

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['/api/blog-posts'] });
  };
}

/** Saves an edit (the server sanitises the HTML) or creates a new draft. */
export function useSavePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string; isNew: boolean; body: TContentPostBody }) =>
      input.isNew
        ? apiRequest('POST', LIST, { ...input.body, id: input.id } satisfies TNewContentPostBody, ZContentPost)
        : apiRequest('PUT', `${LIST}/${encodeURIComponent(input.id)}`, input.body, ZContentPost),
    onSuccess: async (post, input) => {
      toast({ title: input.isNew ? 'Draft Created' : 'Post Saved', description: post.state === 'published' ? 'The changes are live on the blog.' : 'Saved as a draft: not on the blog.' });
      await refresh();
    },
    onError: (error) => toast({ title: 'Save Failed', description: messageOr(error, 'The post could not be saved. Please try again.'), variant: 'destructive' }),
  });
}

/** Publishes or unpublishes a post. */
export function useSetPostState() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string; publish: boolean }) => apiRequest('POST', `${LIST}/${encodeURIComponent(input.id)}/${input.publish ? 'publish' : 'unpublish'}`, undefined, ZContentPost),
    onSuccess: async (post) => {
      toast(post.state === 'published' ? { title: 'Post Published', description: `"${post.title}" is on the blog.` } : { title: 'Post Unpublished', description: `"${post.title}" is hidden from the blog.` });
      await refresh();
    },
    onError: (error) => toast({ title: 'Update Failed', description: messageOr(error, 'The post could not be changed. Please try again.'), variant: 'destructive' }),
  });
}
