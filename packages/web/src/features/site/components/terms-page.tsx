import { Link } from 'react-router-dom';
import { PLAN } from '@larder/domain/billing/plan';
import { formatPence } from '../../../lib/money';
import { LegalPage } from './legal-page';
import { SupportAddress } from './support-address';

const PRICE = formatPence(PLAN.pricePence);

/** /terms: the subscription terms (document 000 section 9 and the table of the spec README). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro={
        <p>
          These terms form the agreement between you and Larder for the use of the Larder meal-planning service. Please read them before you subscribe. If you
          have a question, email <SupportAddress />.
        </p>
      }
      sections={[
        {
          id: 'eligibility',
          heading: 'Who can use Larder',
          body: <p>You must be at least 18 years old and live in the United Kingdom to create an account. You are responsible for keeping your sign-in details safe and for what happens under your account.</p>,
        },
        {
          id: 'service',
          heading: 'The service',
          body: (
            <>
              <p>
                Larder plans meals for your household within a weekly budget, prices shopping lists at UK supermarkets, and helps you track what you spend. Prices
                are estimates or the latest prices we hold for each chain and may differ from the price at the till. Nutrition figures are calculated from
                ingredients and are for guidance only.
              </p>
              <p>
                Larder is not medical or dietetic advice. Allergens are worked out from each recipe's ingredients, but products and recipes vary: always read the
                label of what you buy, and seek medical advice about allergies or special diets.
              </p>
            </>
          ),
        },
        {
          id: 'trial-and-payment',
          heading: 'Free trial, price and payment',
          body: (
            <ul>
              <li>New subscriptions start with a {PLAN.trialDays}-day free trial. Nothing is charged during the trial.</li>
              <li>
                After the trial the subscription costs {PRICE} a month, including VAT where it applies, charged to your card on the payment day you choose (1st to
                31st). In a month without that day, we charge on the last day of the month.
              </li>
              <li>If a payment fails we will try again up to 3 times and tell you by email; if it still fails we may suspend the subscription until it is paid.</li>
              <li>We will give you at least 30 days' notice by email of any price change, and you may cancel before it applies.</li>
            </ul>
          ),
        },
        {
          id: 'cancelling',
          heading: 'Cancelling',
          body: (
            <>
              <p>
                You can cancel at any time, without a long-term contract: on the <Link to="/cancel-subscription">Cancel Subscription</Link> page, from your account,
                or by emailing us. Cancelling during the free trial means you are never charged.
              </p>
              <p>
                <strong>No refunds.</strong> When you cancel, you keep full access to the end of the billing period you have already paid for, and no further
                payments are taken. We do not refund payments for periods that have started, in whole or in part. This does not affect your statutory rights: if
                the service is faulty or not as described, or we charged you in error, you are entitled to a remedy, and any refund due reaches your card within 5
                to 10 business days.
              </p>
            </>
          ),
        },
        {
          id: 'acceptable-use',
          heading: 'Acceptable use',
          body: (
            <p>
              Use Larder for your own household. Do not try to break or overload the service, access other people's accounts or data, copy our recipes or price
              data in bulk, or resell the service. We may suspend accounts that do, after telling you why where the law allows.
            </p>
          ),
        },
        {
          id: 'content',
          heading: 'Our content',
          body: <p>Recipes, articles, software and designs belong to Larder or its licensors. Open data we use is credited on the pages that show it and on our About our data page.</p>,
        },
        {
          id: 'liability',
          heading: 'Our liability',
          body: (
            <>
              <p>
                We provide the service with reasonable care and skill. We are not liable for losses that were not foreseeable, for business losses, or for the
                difference between a price we showed and the price at the till.
              </p>
              <p>
                Our total liability to you for any claim is limited to the fees you paid us in the 12 months before the claim. Nothing in these terms limits our
                liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.
              </p>
            </>
          ),
        },
        {
          id: 'ending',
          heading: 'If we end the agreement',
          body: <p>We may end your subscription with 30 days' notice, or straight away if you seriously break these terms. If we end it without cause, we refund any payment for the period after it ends.</p>,
        },
        {
          id: 'changes',
          heading: 'Changes to these terms',
          body: <p>We may update these terms. We will email you at least 30 days before a change that affects you takes effect; if you do not agree, you may cancel before then.</p>,
        },
        {
          id: 'law',
          heading: 'Law and disputes',
          body: (
            <p>
              These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may also bring proceedings in your local
              courts. Please contact us first: most problems are solved quickly by email.
            </p>
          ),
        },
      ]}
    />
  );
}
