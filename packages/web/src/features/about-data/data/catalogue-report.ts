/**
 * The figures of the catalogue build, read at build time from the report the build writes
 * (packages/adapters-db/catalogue/generated/build-report.json): a rebuilt catalogue updates this page
 * with the next `vite build`. Only the fields the page shows are typed here; Vite inlines the JSON.
 */
import report from '../../../../../adapters-db/catalogue/generated/build-report.json';

export interface ChainIndexRow {
  /** The chain's name as the catalogue spells it ("ASDA", "Sainsbury's"). */
  readonly chain: string;
  /** What the chain's basket cost in Which?'s comparison, in pounds. */
  readonly basketGBP: number;
  /** The basket over the mean basket of the six chains. */
  readonly index: number;
  /** Which of the chain's figures was taken (shelf price, loyalty price). */
  readonly pricing: string;
}

export interface CatalogueReport {
  readonly attribution: { readonly ons: string; readonly cofid: string; readonly sr26: string; readonly which: string };
  readonly counts: { readonly ingredients: number; readonly withCofid: number; readonly withSr26: number; readonly sr26Only: number; readonly withNeither: number };
  readonly fibreMethods: Readonly<Record<string, number>>;
  readonly pricing: {
    readonly chainIndex: { readonly chains: readonly ChainIndexRow[]; readonly meanBasketGBP: number; readonly note: string; readonly source: string };
    readonly onsBaselineMonth: string;
    readonly pricedFromOnsItem: number;
    readonly derivedFromNearestOnsItem: number;
    readonly rounding: string;
  };
  readonly productsPerChain: Readonly<Record<string, number>>;
}

/** The build report, checked against the shape above by the compiler. */
export const CATALOGUE_REPORT: CatalogueReport = report;
