import { CLAIMS_NOTE, PRODUCT_SAVINGS_CLAIMS } from '../../../lib/site-facts';

/** Document 000's savings claims, beside the household's own figures in the savings tracker, marked as our claims. */
export function SavingsClaims() {
  return (
    <div className="rounded-lg bg-muted p-3 text-xs text-muted-foreground" data-testid="savings-claims">
      <p className="font-semibold text-foreground">Beside yours, what we claim</p>
      <p>
        {PRODUCT_SAVINGS_CLAIMS.slice(0, 2)
          .map((c) => `${c.value} ${c.label}`)
          .join('; ')}
        . {CLAIMS_NOTE} The figures above are yours, from your plan.
      </p>
    </div>
  );
}
