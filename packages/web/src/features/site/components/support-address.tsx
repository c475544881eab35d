import { useQuery } from '@tanstack/react-query';
import { ZSite } from '@larder/contract/health';
import { apiRequest } from '../../../lib/api-client';

/** The support address from the server's configuration (SUPPORT_EMAIL), as a mail link. */
export function SupportAddress({ className }: { className?: string }) {
  const site = useQuery({ queryKey: ['/api/site'], queryFn: () => apiRequest('GET', '/api/site', undefined, ZSite) });
  const email = site.data?.supportEmail;
  if (!email) return <span className={className}>{site.isError ? 'our support address (it could not be loaded just now)' : '…'}</span>;
  return (
    <a href={`mailto:${email}`} className={className ?? 'font-medium text-primary underline underline-offset-4'}>
      {email}
    </a>
  );
}
