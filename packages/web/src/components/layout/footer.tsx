import { Link } from 'react-router-dom';
import { PLAN } from '@larder/domain/billing/plan';
import { formatPence } from '../../lib/money';
import { LogoMark } from '../logo';
import { useDataSourceNotices } from './data-sources';
import { FOOTER_LINKS } from './footer-links';

const LINKS = FOOTER_LINKS;

export function Footer() {
  const notices = useDataSourceNotices();
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-2">
          <div className="flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-7" />
            Larder
          </div>
          <p className="text-sm text-muted-foreground">
            Weekly meal plans and shopping lists within your household's budget. {formatPence(PLAN.pricePence)} a month after a {PLAN.trialDays}-day free
            trial; cancel anytime.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
          {LINKS.map((link) => (
            <Link key={link.label} to={link.to} className="py-1 text-muted-foreground hover:text-foreground hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto max-w-7xl space-y-1.5 px-4 py-4 text-xs text-muted-foreground sm:px-6">
          {notices.length ? (
            <ul aria-label="Data sources" className="space-y-1" data-testid="data-sources">
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          ) : null}
          <p>© {new Date().getFullYear()} Larder. Prices in pounds sterling (GBP).</p>
        </div>
      </div>
    </footer>
  );
}
