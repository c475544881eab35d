import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProcessDailyBillingResponse } from '@larder/contract/billing';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';

/** POST /api/subscription/process-daily-billing (document 002: answers processed, successful). */
export function useProcessDailyBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/subscription/process-daily-billing', undefined, ZProcessDailyBillingResponse),
    onSuccess: async (result) => {
      toast({
        title: 'Billing Processed',
        description: `Processed ${result.processed} subscription${result.processed === 1 ? '' : 's'}: ${result.successful} successful${result.failed ? `, ${result.failed} failed` : ''}${result.retried ? `, ${result.retried} to retry` : ''}.`,
      });
      await queryClient.invalidateQueries();
    },
    onError: () => toast({ title: 'Billing Failed', description: 'Failed to process daily billing', variant: 'destructive' }),
  });
}

/**
 * POST /api/admin/generate-daily-post: the blog job (issue 11) answers it. Until that call exists the server
 * answers 404 and the page says the generation failed, as it would for any other failure.
 */
export function useGenerateDailyPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/generate-daily-post'),
    onSuccess: async () => {
      toast({ title: 'Blog Post Generated', description: "Today's blog post has been generated." });
      await queryClient.invalidateQueries({ queryKey: ['/api/blog-posts'] });
    },
    onError: () => toast({ title: 'Blog Generation Failed', description: 'Failed to generate daily blog post', variant: 'destructive' }),
  });
}
