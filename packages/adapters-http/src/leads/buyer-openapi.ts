import { LEAD_MESSAGES, LEAD_RULES } from '@larder/domain/leads/lead';
import { MANDATORY_LEAD_FIELDS } from '@larder/domain/leads/lead-rules';
import { DEFAULT_BUYER_RATE_PER_MINUTE } from '@larder/domain/leads/buyer-keys/buyer-keys.use-case';
import { ZBuyerLeadPayload, ZLeadAccepted, ZLeadError, ZLeadRejected } from '@larder/contract/leads';
import { schemaOf } from '@larder/contract/api/openapi';

/**
 * The buyers' intake written out in full (examples and every answer) for the API's OpenAPI document (see
 * api-document.ts, whose buyers' view is /api/buyer/openapi.json), and the Postman collection built from that
 * view. The /buyer-api-guide page renders its tabs from the view, so the guide, the collection and the server
 * cannot drift apart.
 */

type Json = Record<string, unknown>;

/** A lead we would buy (fictional person; the sort code and account number are the UK's published test values). */
export const EXAMPLE_LEAD = {
  lead_reference: 'ACME-2026-000123',
  lead_buy_price: '0.60',
  loan: { amount: 500, term: 12, purpose: 'car repairs' },
  applicant: {
    title: 'Ms',
    first_name: 'Sam',
    last_name: 'Patel',
    email: 'sam.patel@example.com',
    home_phone: '0161 496 0000',
    cell_phone: '07700 900123',
    birth_date: '1990-04-12',
    marital_status: 'single',
    dependents: 1,
  },
  current_residence: { street: 'Oxford Road', house: '12', town: 'Manchester', county: 'Greater Manchester', postcode: 'M1 1AE', status: 'tenant', months_at_address: 26 },
  employment: {
    type: 'full_time',
    employer_name: 'Acme Ltd',
    job_title: 'Warehouse operative',
    months_at_employer: 30,
    monthly_income: 2400,
    pay_frequency: 'monthly',
    next_pay_date: '2026-01-28',
    following_pay_date: '2026-02-27',
  },
  bank: { account_number: '31926819', sort_code: '60-16-13', account_type: 'current', bank_name: 'NatWest', debit_card: 'visa', direct_deposit: 'yes' },
  additional: { credit_check_consent: 'yes', marketing_consent: 'no', terms_agreed: 'yes' },
};

type Lead = typeof EXAMPLE_LEAD;
const variant = (reference: string, change: (lead: Lead) => void): Lead => {
  const lead = structuredClone(EXAMPLE_LEAD);
  lead.lead_reference = reference;
  change(lead);
  return lead;
};

/** Test leads and the answer each gets: the guide's Testing tab and the Postman collection's examples. */
export const TEST_CASES: ReadonlyArray<{ key: string; summary: string; lead: unknown; expect: { accepted: boolean; message: string; reason?: string } }> = [
  { key: 'accepted', summary: 'A lead we buy', lead: EXAMPLE_LEAD, expect: { accepted: true, message: LEAD_MESSAGES.accepted } },
  {
    key: 'belowMinimumIncome',
    summary: 'Monthly income £1,999.99 (below £2,000)',
    lead: variant('TEST-INCOME', (l) => (l.employment.monthly_income = 1999.99)),
    expect: { accepted: false, message: LEAD_MESSAGES.belowMinimumIncome, reason: 'LEAD.BELOW_MIN_INCOME' },
  },
  {
    key: 'missingFields',
    summary: 'No cell_phone (a mandatory field)',
    lead: variant('TEST-MISSING', (l) => ((l.applicant as Record<string, unknown>).cell_phone = undefined)),
    expect: { accepted: false, message: LEAD_MESSAGES.missingFields, reason: 'LEAD.MISSING_FIELDS' },
  },
  {
    key: 'underAge',
    summary: 'Born 17 years ago',
    lead: variant('TEST-AGE', (l) => (l.applicant.birth_date = `${new Date().getUTCFullYear() - 17}-01-01`)),
    expect: { accepted: false, message: LEAD_MESSAGES.underAge, reason: 'LEAD.UNDER_AGE' },
  },
  {
    key: 'invalidPostcode',
    summary: 'A postcode that does not exist',
    lead: variant('TEST-POSTCODE', (l) => (l.current_residence.postcode = 'ZZ9 9ZZ')),
    expect: { accepted: false, message: LEAD_MESSAGES.invalidPostcode, reason: 'LEAD.INVALID_POSTCODE' },
  },
  {
    key: 'noConsent',
    summary: 'credit_check_consent "no"',
    lead: variant('TEST-CONSENT', (l) => (l.additional.credit_check_consent = 'no')),
    expect: { accepted: false, message: LEAD_MESSAGES.noCreditConsent, reason: 'LEAD.NO_CREDIT_CONSENT' },
  },
  {
    key: 'invalidEmail',
    summary: 'An email without a domain',
    lead: variant('TEST-EMAIL', (l) => (l.applicant.email = 'sam.patel@')),
    expect: { accepted: false, message: LEAD_MESSAGES.invalidEmail, reason: 'LEAD.INVALID_EMAIL' },
  },
  {
    key: 'duplicate',
    summary: 'The same applicant again within 30 days (send the accepted example twice with another lead_reference)',
    lead: variant('ACME-2026-000124', () => {}),
    expect: { accepted: false, message: LEAD_MESSAGES.duplicate, reason: 'LEAD.DUPLICATE' },
  },
];

export const COMMON_ISSUES: ReadonlyArray<{ problem: string; fix: string }> = [
  { problem: '401 "Missing or invalid API key"', fix: 'Send your key in the X-Api-Key header, exactly as it was given to you (it starts with lbk_). Ask us for a new key if it was revoked.' },
  { problem: '400 "Request body is not valid JSON"', fix: 'Send the lead as a JSON object with Content-Type: application/json; check for trailing commas and unquoted text.' },
  { problem: '400 naming a field', fix: 'The field has the wrong type (an object where text belongs, say) or is too long. The message names the field.' },
  { problem: '429 "Too many leads"', fix: `Your key allows a number of leads a minute (${DEFAULT_BUYER_RATE_PER_MINUTE} unless agreed otherwise). Wait for the seconds in Retry-After, then send again with the same lead_reference.` },
  { problem: 'A timeout or a 500', fix: 'Send the same lead again with the same lead_reference: you get the first answer back and the lead is never bought twice.' },
  { problem: '"Invalid lead data - missing required fields"', fix: 'missingFields in the answer lists what was missing or empty.' },
  { problem: '"Duplicate lead"', fix: `We buy an applicant (same email or same mobile) once every ${LEAD_RULES.duplicateWindowDays} days, whoever sends them.` },
];

export interface BuyerApiDocOptions {
  readonly serverUrl: string;
  readonly intakeOpen: boolean;
}

const errorExample = (error: string) => ({ success: false, error, message: error });

/** The buyers' intake, written out in full (examples, every answer), for the whole document and the buyers' view of it. */
export function buyerOperation(options: BuyerApiDocOptions): Json {
  const accepted = {
    success: true,
    accepted: true,
    redirectUrl: `${options.serverUrl}/lead-welcome?session=Xq0vI3bY6mS1u7RkT2wDd9Lc5hPzA8eNfGjWxKoQ4sU`,
    sessionId: 'Xq0vI3bY6mS1u7RkT2wDd9Lc5hPzA8eNfGjWxKoQ4sU',
    leadBuyPrice: '0.60',
    message: LEAD_MESSAGES.accepted,
    replayed: false,
  };
  const okExamples: Json = {};
  for (const t of TEST_CASES) {
    okExamples[t.key] = {
      summary: t.summary,
      value: t.expect.accepted ? accepted : { success: true, accepted: false, message: t.expect.message, reason: t.expect.reason, missingFields: t.key === 'missingFields' ? ['applicant.cell_phone'] : [], replayed: false },
    };
  }
  const requestExamples: Json = {};
  for (const t of TEST_CASES) requestExamples[t.key] = { summary: t.summary, value: t.lead };
  const error = { $ref: '#/components/schemas/LeadError' };
  return {
    security: options.intakeOpen ? [{}, { BuyerApiKey: [] }] : [{ BuyerApiKey: [] }],
    operationId: 'processLead',
    summary: 'Offer a lead',
    description: 'Answers 200 whether the lead is bought (accepted: true) or not (accepted: false, with the reason). Only malformed requests and our own faults answer otherwise.',
    requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/BuyerLead' }, examples: requestExamples } } },
    responses: {
      '200': {
        description: 'Decided: bought or not.',
        content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/LeadAccepted' }, { $ref: '#/components/schemas/LeadRejected' }] }, examples: okExamples } },
      },
      '400': { description: 'The body is not a lead (not JSON, or a field of the wrong type).', content: { 'application/json': { schema: error, examples: { notJson: { value: errorExample('Request body is not valid JSON') }, wrongType: { value: errorExample('Invalid value for "applicant": Invalid input: expected object, received string') } } } } },
      '401': { description: 'No valid API key.', content: { 'application/json': { schema: error, examples: { noKey: { value: errorExample('Missing or invalid API key: send your buyer key in the X-Api-Key header') } } } } },
      '429': {
        description: "Over your key's rate; wait for Retry-After seconds.",
        headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
        content: { 'application/json': { schema: error, examples: { tooMany: { value: errorExample('Too many leads: try again in 42 seconds') } } } },
      },
      '500': { description: 'Our fault; send the same lead again (with its lead_reference).', content: { 'application/json': { schema: error, examples: { ours: { value: errorExample('Something went wrong on our side. Please try again.') } } } } },
    },
  };
}

/** The components the intake operation refers to. */
export const buyerSchemas = (): Record<string, Json> => ({
  BuyerLead: schemaOf(ZBuyerLeadPayload, 'input'),
  LeadAccepted: schemaOf(ZLeadAccepted, 'output'),
  LeadRejected: schemaOf(ZLeadRejected, 'output'),
  LeadError: schemaOf(ZLeadError, 'output'),
});

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  requestBody?: { content?: Record<string, { examples?: Record<string, { summary?: string; value: unknown }> }> };
  responses?: Record<string, { description?: string; content?: Record<string, { examples?: Record<string, { summary?: string; value: unknown }> }> }>;
}

/** A Postman (v2.1) collection from the OpenAPI document: one request per example, with the documented answers. */
export function postmanCollection(doc: Json): Json {
  const info = doc.info as { title: string; description?: string };
  const servers = doc.servers as Array<{ url: string }>;
  const paths = doc.paths as Record<string, Record<string, OpenApiOperation>>;
  const items: Json[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const examples = op.requestBody?.content?.['application/json']?.examples ?? { default: { value: {} } };
      const okExamples = op.responses?.['200']?.content?.['application/json']?.examples ?? {};
      for (const [key, example] of Object.entries(examples)) {
        const request = {
          method: method.toUpperCase(),
          header: [
            { key: 'Content-Type', value: 'application/json' },
            { key: 'X-Api-Key', value: '{{apiKey}}' },
          ],
          url: { raw: `{{baseUrl}}${path}`, host: ['{{baseUrl}}'], path: path.split('/').filter(Boolean) },
          body: { mode: 'raw', raw: JSON.stringify(example.value, null, 2), options: { raw: { language: 'json' } } },
          description: op.description ?? '',
        };
        const answer = okExamples[key];
        items.push({
          name: `${op.summary ?? path}: ${example.summary ?? key}`,
          request,
          response: answer
            ? [{ name: answer.summary ?? key, originalRequest: request, status: 'OK', code: 200, header: [{ key: 'Content-Type', value: 'application/json' }], body: JSON.stringify(answer.value, null, 2) }]
            : [],
        });
      }
    }
  }
  return {
    info: { name: info.title, description: info.description ?? '', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: items,
    variable: [
      { key: 'baseUrl', value: servers[0]?.url ?? 'http://localhost:5000' },
      { key: 'apiKey', value: 'lbk_your_key_here' },
    ],
  };
}
