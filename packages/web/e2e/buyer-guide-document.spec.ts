import { expect, test } from '@playwright/test';
import { type OpenApiDoc, guideFrom } from '../src/features/leads/utils/openapi-guide';

// The buyers' guide reads the document the server serves (the web app never imports the server's code).
test.describe('the buyer API guide, read from the OpenAPI document', () => {
  test.skip(({ isMobile }) => isMobile, 'no page is drawn: the phone project would repeat the same document check');
  let guide: ReturnType<typeof guideFrom>;
  let baseURL = '';
  test.beforeAll(async ({ request }) => {
    const doc = (await (await request.get('/api/buyer/openapi.json')).json()) as OpenApiDoc & { servers: Array<{ url: string }> };
    baseURL = doc.servers[0]!.url; // this server's own address (PUBLIC_ORIGIN, or the Host it was called on)
    expect(baseURL).toMatch(/^https?:\/\/./);
    guide = guideFrom(doc);
  });
  test('finds the endpoint, the key header and a curl command to copy', () => {
    expect(guide).toMatchObject({ method: 'POST', url: `${baseURL}/api/buyer/process-lead`, keyHeader: 'X-Api-Key' });
    expect(guide.curl).toContain(`curl -X POST '${baseURL}/api/buyer/process-lead'`);
    expect(guide.curl).toContain(`-H 'X-Api-Key: YOUR_API_KEY'`);
    expect(JSON.parse(/-d '(.*)'$/s.exec(guide.curl)![1]!)).toMatchObject({ lead_buy_price: '0.60', applicant: { first_name: 'Sam' } });
  });
  test('has every tab: examples, responses by status, required fields, tests, common issues', () => {
    expect(guide.examples.map((e) => e.key)).toContain('belowMinimumIncome');
    expect(guide.responses.map((r) => r.status)).toEqual(['200', '400', '401', '429', '500']);
    expect(guide.mandatory).toHaveLength(9);
    const firstName = guide.fields.find((f) => f.path === 'applicant.first_name');
    expect(firstName).toMatchObject({ type: 'text', mandatory: true });
    expect(guide.fields.find((f) => f.path === 'employment.monthly_income')).toMatchObject({ type: 'number or text', mandatory: true });
    expect(guide.fields.find((f) => f.path === 'bank.account_number')?.description).toMatch(/masked/);
    expect(guide.testing.find((t) => t.key === 'belowMinimumIncome')).toMatchObject({ accepted: false, message: 'Lead does not meet minimum income requirements' });
    expect(JSON.parse(guide.testing[0]!.json)).toMatchObject({ lead_reference: 'ACME-2026-000123' });
    expect(guide.commonIssues.length).toBeGreaterThan(3);
  });
});
