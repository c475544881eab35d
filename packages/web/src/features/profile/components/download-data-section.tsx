import { Download, FileSpreadsheet } from 'lucide-react';
import { EXPORT_CSV_PARTS, type ExportCsvGroup } from '@larder/domain/accounts/export-data/export-data.use-case';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** What each spreadsheet holds, in the household's words. */
const LABELS: Record<ExportCsvGroup, string> = {
  plans: 'Meal plans',
  lists: 'Shopping lists and usuals',
  spending: 'Spending',
  receipts: 'Scanned receipts, price book and loyalty cards',
  larder: 'Larder',
  recipes: 'Own and saved recipes (photos included)',
  chats: 'AI planner chats',
  household: 'Household, members and activity',
  account: 'Your account, devices and messages',
  billing: 'Subscription and payments',
};

/**
 * /account "Download my data" (the right of access, /privacy): everything the household holds as one JSON file, and
 * the same as one spreadsheet (CSV) per subject. Plain links: the browser downloads with the session cookie.
 */
export function DownloadDataSection({ isMember }: { isMember: boolean }) {
  const parts = (Object.keys(EXPORT_CSV_PARTS) as ExportCsvGroup[]).filter((part) => !(isMember && part === 'billing'));
  return (
    <Card className="mt-8" data-testid="download-data">
      <CardHeader>
        <CardTitle>Download my data</CardTitle>
        <CardDescription>
          Everything Larder holds about you and your household: plans, lists, larder, recipes and photos, receipts and prices, loyalty cards, chats, who changed what,
          members, signed-in devices{isMember ? '' : ', subscription and payments'}. No passwords or secret links.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <a
          href="/api/user/export"
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
        >
          <Download className="size-4" aria-hidden /> Download my data (JSON)
        </a>
        <div>
          <p className="text-sm text-muted-foreground">Or as spreadsheets (CSV), one per subject:</p>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {parts.map((part) => (
              <li key={part}>
                <a href={`/api/user/export/${part}.csv`} download className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary hover:underline">
                  <FileSpreadsheet className="size-4 shrink-0" aria-hidden /> {LABELS[part]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
