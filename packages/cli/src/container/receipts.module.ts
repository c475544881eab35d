import { ContainerModule } from 'inversify';
import type { Database } from '@larder/adapters-db/database';
import { DATABASE } from '@larder/adapters-db/database.module';
import { KnexReceiptBook } from '@larder/adapters-db/repositories/knex-receipt-book.repository';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { RECEIPT_REPOSITORY, type ReceiptRepository } from '@larder/domain/budget/receipts';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { RECEIPT_BOOK, RECEIPT_TEXT_READER, type ReceiptBook, type ReceiptTextReader } from '@larder/domain/receipts/ports';
import { ReceiptScanning } from '@larder/domain/receipts/scan-receipt/receipt-scanning.use-case';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { SHOPPING_LIST_REPOSITORY, type ShoppingListRepository } from '@larder/domain/shopping/ports';
import { CompareChains } from '@larder/domain/shopping/compare-chains/compare-chains.use-case';
import { SplitShopping } from '@larder/domain/receipts/split-shop/split-shopping.use-case';
import { HouseholdPrices } from '@larder/domain/receipts/price-book/household-prices';
import { ReceiptUploadLimits } from '@larder/domain/receipts/scan-receipt/receipt-upload-limits';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import { TesseractReceiptReader } from '../infrastructure/tesseract-receipt-reader';

/** Receipts in (OCR with tesseract.js, PDFs with pdftotext), the price book and loyalty cards (issue 22). */
export const receiptsModule = new ContainerModule(({ bind }) => {
  bind(RECEIPT_BOOK).toDynamicValue((c) => new KnexReceiptBook(c.get<Database>(DATABASE).knex)).inSingletonScope();
  bind(RECEIPT_TEXT_READER).toConstantValue(new TesseractReceiptReader());
  bind(ReceiptScanning)
    .toDynamicValue(
      (c) =>
        new ReceiptScanning(
          c.get<ReceiptBook>(RECEIPT_BOOK),
          c.get<ReceiptRepository>(RECEIPT_REPOSITORY),
          c.get(CatalogueCache),
          c.get<ReceiptTextReader>(RECEIPT_TEXT_READER),
          c.get<UserRepository>(USER_REPOSITORY),
          c.get<Clock>(CLOCK),
          new ReceiptUploadLimits(c.get<RateLimiter>(RATE_LIMITER)),
        ),
    )
    .inSingletonScope();
  bind(HouseholdPrices)
    .toDynamicValue((c) => new HouseholdPrices(c.get<ReceiptBook>(RECEIPT_BOOK), c.get<UserRepository>(USER_REPOSITORY), c.get<Clock>(CLOCK)))
    .inSingletonScope();
  bind(SplitShopping)
    .toDynamicValue((c) => new SplitShopping(c.get<ShoppingListRepository>(SHOPPING_LIST_REPOSITORY), c.get(CompareChains), c.get(CatalogueCache), c.get(HouseholdPrices)))
    .inSingletonScope();
});
