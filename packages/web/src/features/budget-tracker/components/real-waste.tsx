import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ZLarder } from '@larder/contract/larder';
import { apiRequest } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { wasteByDateSentence } from '../../../lib/larder/waste-by-date';

/** The real waste (issue 17): what the household marked thrown away in its larder, beside the plan's planned waste. */
export function RealWaste({ planWaste }: { planWaste: string | null }) {
  const larder = useQuery({ queryKey: ['/api/larder'], queryFn: () => apiRequest('GET', '/api/larder', undefined, ZLarder) });
  if (!larder.data) return null;
  return (
    <p className="text-sm" data-testid="real-waste">
      Thrown away in the last 30 days: <strong className="money">{formatMoney(larder.data.thrownAway30Days)}</strong>
      {wasteByDateSentence(larder.data.thrownAwayByDate) ? <> ({wasteByDateSentence(larder.data.thrownAwayByDate)})</> : null}
      {planWaste !== null ? <> (planned waste of your plan: <span className="money">{formatMoney(planWaste)}</span>)</> : null}.{' '}
      <Link to="/larder" className="underline">Your larder</Link>
    </p>
  );
}
