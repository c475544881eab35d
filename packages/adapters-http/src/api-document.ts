import { API_ROUTES } from '@larder/contract/api/api-routes';
import { type Json, openApiDocument, openApiView } from '@larder/contract/api/openapi';
import { LEAD_RULES } from '@larder/domain/leads/lead';
import { MANDATORY_LEAD_FIELDS } from '@larder/domain/leads/lead-rules';
import type { Context } from 'koa';
import type { HttpDependencies } from './dependencies';
import { linkOrigin } from './site-origin';
import { type BuyerApiDocOptions, COMMON_ISSUES, TEST_CASES, buyerOperation, buyerSchemas } from './leads/buyer-openapi';

/**
 * The OpenAPI 3.1 document of the whole API (GET /api/openapi.json), generated from the contract's routes and
 * zod schemas, with the buyers' intake written out in full; and the three views of it that existing clients
 * read: the buyers' (/api/buyer/openapi.json), the household calls' (/api/household/openapi.json) and the own
 * recipes' (/api/openapi/recipes.json).
 */
/** The server address and the intake switch the documents name, for one request. */
export const documentOptions = (deps: HttpDependencies, ctx: Context): BuyerApiDocOptions => ({
  serverUrl: linkOrigin(ctx, deps.config),
  intakeOpen: deps.leads.config.intakeOpen,
});

export function apiDocument(options: BuyerApiDocOptions): Json {
  return openApiDocument(API_ROUTES, {
    serverUrl: options.serverUrl,
    operations: { 'POST /api/buyer/process-lead': buyerOperation(options) },
    schemas: buyerSchemas(),
  });
}

/** The buyers' document: the whole API's document filtered to the intake, with the buyers' own introduction. */
export function buyerOpenApi(options: BuyerApiDocOptions): Json {
  return openApiView(apiDocument(options), {
    tags: ['Buyer intake'],
    security: options.intakeOpen ? [{}, { BuyerApiKey: [] }] : [{ BuyerApiKey: [] }],
    info: {
      title: 'Larder lead buyer API',
      version: '1.0.0',
      description:
        'Offer us loan applicants; we decide in milliseconds whether to buy each one. A bought applicant is sent to our welcome page (redirectUrl), offered a 7-day free trial of Larder, then passed on to a lender-matching partner.',
      'x-larder-acceptance': [
        'The mandatory fields are present (see x-larder-mandatory-fields).',
        'current_residence.postcode is a valid UK postcode.',
        `The applicant is ${LEAD_RULES.minimumAge} or over on the day (from applicant.birth_date, in London; a 29 February birthday counts on 1 March in other years).`,
        `employment.monthly_income is at least £${(LEAD_RULES.minimumMonthlyIncomePence / 100).toLocaleString('en-GB')}.`,
        'applicant.email is a valid email address.',
        'additional.credit_check_consent is "yes".',
        `lead_buy_price is from £0.01 to £${(LEAD_RULES.maximumBuyPricePence / 100).toFixed(2)}; loan.amount is an amount and loan.term whole months; bank details, when sent, are 8 and 6 digits.`,
        `The applicant (same email or mobile) was not bought in the last ${LEAD_RULES.duplicateWindowDays} days.`,
      ],
      'x-larder-mandatory-fields': [...MANDATORY_LEAD_FIELDS],
      'x-larder-common-issues': COMMON_ISSUES,
      'x-larder-testing': TEST_CASES.map((t) => ({ key: t.key, summary: t.summary, expect: t.expect })),
      'x-larder-data-care': `We keep a bought applicant's details for ${LEAD_RULES.retentionDays} days, bank details only as their last digits, masked; nothing personal of a lead we do not buy. Send bank details only if your contract with us asks for them.`,
    },
  });
}

/** The household calls: members, invitations, extras, the live list, the calendar. */
export function householdOpenApi(options: BuyerApiDocOptions): Json {
  return openApiView(apiDocument(options), {
    tags: ['Household'],
    info: {
      title: 'Larder household API',
      version: '1',
      description:
        'A household is an owner and up to five members sharing plans, lists, recipes, budget and chats. Cookie sessions; writes need the site Origin (CSRF). ' +
        "Another household's list, item, invitation or member id answers 404. Errors are { message, field? }. A view of /api/openapi.json.",
    },
  });
}

/** The household's own recipes: write, paste, import, photos, pins. */
export function ownRecipesOpenApi(options: BuyerApiDocOptions): Json {
  return openApiView(apiDocument(options), {
    tags: ['Own recipes'],
    info: {
      title: "Larder: the household's own recipes",
      version: '1.0.0',
      description: 'Write, paste and import recipes; each ingredient line is parsed and matched to the catalogue. Cookie session and same-origin requests, as the web app makes them. A view of /api/openapi.json.',
    },
  });
}
