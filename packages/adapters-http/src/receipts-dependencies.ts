import type { ConfirmReceipt } from '@larder/domain/receipts/confirm-receipt/confirm-receipt.use-case';
import type { LookUpPrices } from '@larder/domain/receipts/look-up-prices/look-up-prices.use-case';
import type { LoyaltyCards } from '@larder/domain/receipts/loyalty-cards/loyalty-cards.use-case';
import type { ScanReceipt } from '@larder/domain/receipts/scan-receipt/scan-receipt.use-case';
import type { SplitShopping } from '@larder/domain/receipts/split-shop/split-shopping.use-case';
import type { ViewReceipts } from '@larder/domain/receipts/view-receipts/view-receipts.use-case';
import type { WatchPrices } from '@larder/domain/receipts/watch-prices/watch-prices.use-case';

/** What the receipt, price-book and loyalty-card calls need (issue 22). */
export interface ReceiptsHttpDependencies {
  /** A photo, a PDF or pasted text read into a draft, within the hourly share. */
  readonly scanReceipt: ScanReceipt;
  readonly viewReceipts: ViewReceipts;
  /** A draft corrected and confirmed: its lines to the price book, its total to the budget. */
  readonly confirmReceipt: ConfirmReceipt;
  readonly loyaltyCards: LoyaltyCards;
  /** GET /api/prices/{ingredient}. */
  readonly lookUpPrices: LookUpPrices;
  readonly splitShopping: SplitShopping;
  /** GET /api/receipts/price-changes: what became dearer among the foods the household buys. */
  readonly watchPrices: WatchPrices;
}
