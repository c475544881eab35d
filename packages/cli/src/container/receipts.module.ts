import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Database } from '@larder/adapters-db/database';
import { DATABASE } from '@larder/adapters-db/database.module';
import { KnexReceiptBook } from '@larder/adapters-db/repositories/knex-receipt-book.repository';
import type { ReceiptsHttpDependencies } from '@larder/adapters-http/receipts-dependencies';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { RECEIPT_REPOSITORY, type ReceiptRepository } from '@larder/domain/budget/receipts';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { RECEIPT_BOOK, RECEIPT_TEXT_READER, type ReceiptBook, type ReceiptTextReader } from '@larder/domain/receipts/ports';
import { ScanReceipt } from '@larder/domain/receipts/scan-receipt/scan-receipt.use-case';
import { ViewReceipts } from '@larder/domain/receipts/view-receipts/view-receipts.use-case';
import { LarderStock } from '@larder/domain/larder/larder-stock/larder-stock.use-case';
import { ConfirmReceipt } from '@larder/domain/receipts/confirm-receipt/confirm-receipt.use-case';
import { LoyaltyCards } from '@larder/domain/receipts/loyalty-cards/loyalty-cards.use-case';
import { LookUpPrices } from '@larder/domain/receipts/look-up-prices/look-up-prices.use-case';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { SHOPPING_LIST_REPOSITORY, type ShoppingListRepository } from '@larder/domain/shopping/ports';
import { CompareChains } from '@larder/domain/shopping/compare-chains/compare-chains.use-case';
import { SplitShopping } from '@larder/domain/receipts/split-shop/split-shopping.use-case';
import { HouseholdPrices } from '@larder/domain/receipts/price-book/household-prices';
import { ReceiptUploadLimits } from '@larder/domain/receipts/scan-receipt/receipt-upload-limits';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import { HeavyWork, PooledReceiptReader } from '../infrastructure/work-pool/heavy-work';

/** Receipts in (OCR with tesseract.js in the OCR worker pool, PDFs with pdftotext), the price book and loyalty cards (issue 22). */
export const receiptsModule = new ContainerModule(({ bind }) => {
  bind(RECEIPT_BOOK).toDynamicValue((c) => new KnexReceiptBook(c.get<Database>(DATABASE).knex)).inSingletonScope();
  bind(RECEIPT_TEXT_READER).toDynamicValue((c) => new PooledReceiptReader(c.get(HeavyWork))).inSingletonScope();
  bind(ScanReceipt)
    .toDynamicValue(
      (c) =>
        new ScanReceipt(
          c.get<ReceiptBook>(RECEIPT_BOOK),
          c.get(CatalogueCache),
          c.get<ReceiptTextReader>(RECEIPT_TEXT_READER),
          c.get<Clock>(CLOCK),
          new ReceiptUploadLimits(c.get<RateLimiter>(RATE_LIMITER)),
        ),
    )
    .inSingletonScope();
  bind(ViewReceipts)
    .toDynamicValue((c) => new ViewReceipts(c.get<ReceiptBook>(RECEIPT_BOOK)))
    .inSingletonScope();
  bind(ConfirmReceipt)
    .toDynamicValue(
      (c) =>
        new ConfirmReceipt(
          c.get<ReceiptBook>(RECEIPT_BOOK),
          c.get<ReceiptRepository>(RECEIPT_REPOSITORY),
          c.get(CatalogueCache),
          c.get<UserRepository>(USER_REPOSITORY),
          c.get<Clock>(CLOCK),
          c.get(LarderStock),
        ),
    )
    .inSingletonScope();
  bind(LoyaltyCards)
    .toDynamicValue((c) => new LoyaltyCards(c.get<ReceiptBook>(RECEIPT_BOOK)))
    .inSingletonScope();
  bind(HouseholdPrices)
    .toDynamicValue((c) => new HouseholdPrices(c.get<ReceiptBook>(RECEIPT_BOOK), c.get<UserRepository>(USER_REPOSITORY), c.get<Clock>(CLOCK)))
    .inSingletonScope();
  bind(LookUpPrices)
    .toDynamicValue((c) => new LookUpPrices(c.get(CatalogueCache), c.get(HouseholdPrices)))
    .inSingletonScope();
  bind(SplitShopping)
    .toDynamicValue((c) => new SplitShopping(c.get<ShoppingListRepository>(SHOPPING_LIST_REPOSITORY), c.get(CompareChains), c.get(CatalogueCache), c.get(HouseholdPrices)))
    .inSingletonScope();
});

export const receiptsHttpDependencies = (c: ResolutionContext): ReceiptsHttpDependencies => ({
  scanReceipt: c.get(ScanReceipt),
  viewReceipts: c.get(ViewReceipts),
  confirmReceipt: c.get(ConfirmReceipt),
  loyaltyCards: c.get(LoyaltyCards),
  lookUpPrices: c.get(LookUpPrices),
  splitShopping: c.get(SplitShopping),
});
