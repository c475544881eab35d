import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page';
import { SupportAddress } from './support-address';

/** /privacy: what we hold, why, for how long, who sees it, and the household's rights under UK GDPR. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data Larder holds, why we hold it, how long we keep it, who we share it with, and the rights you have under the UK
          General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. Larder is the controller of this data. Questions go to <SupportAddress />.
        </p>
      }
      sections={[
        {
          id: 'data-we-hold',
          heading: 'The data we hold',
          body: (
            <>
              <ul>
                <li>
                  <strong>Your account:</strong> first and last name, email address, a one-way hash of your password (never the password itself), and whether you
                  sign in by password or by emailed link.
                </li>
                <li>
                  <strong>Your household profile:</strong> postcode, household size, weekly food budget, cooking skill, dietary preferences and restrictions,
                  cuisine preferences and allergies.
                </li>
                <li>
                  <strong>What you do in the service:</strong> meal plans, shopping lists and the items you tick off (with the time of each tick), saved recipes,
                  receipts you enter in the budget tracker (date, supermarket, amount) and plan settings.
                </li>
                <li>
                  <strong>Subscription and billing:</strong> your plan, trial and billing dates, your chosen payment day, the status and amount of each charge, and
                  the reference our card payment provider gives your card. Card numbers and security codes go straight to the payment provider; we never store or
                  log them.
                </li>
                <li>
                  <strong>Messages:</strong> support messages you send us (name, email, subject, message, priority) and our replies; newsletter sign-ups (email
                  address, when you confirmed and, if you did, when you unsubscribed).
                </li>
                <li>
                  <strong>Lead data:</strong> if you came to us through a partner after applying for a loan elsewhere, the partner sent us the details of that
                  application: name, contact details, date of birth, address, employment and income, the loan requested, pay dates, and your consents. Bank
                  account details, where sent, are stored encrypted or not at all, never in clear. We also record whether you opened our welcome page and whether
                  you subscribed, and what we paid the partner for the lead.
                </li>
                <li>
                  <strong>Technical data:</strong> a session cookie that keeps you signed in, and for security the IP address of requests (used to limit repeated
                  sign-in attempts and in server logs, which leave out query strings and secrets).
                </li>
              </ul>
              <p>
                Allergies and some dietary choices can reveal information about your health or religion, which UK GDPR treats as special category data. We use
                them only to plan meals you can safely eat, and only because you choose to enter them (your explicit consent). You can remove them at any time in
                your <Link to="/account">account settings</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'why',
          heading: 'Why we use it (our lawful bases)',
          body: (
            <ul>
              <li>
                <strong>To provide the service you signed up for</strong> (contract): your account, plans, lists, budget tracking, billing and support.
              </li>
              <li>
                <strong>With your consent:</strong> allergies and dietary data as above, and the newsletter (confirmed by a link we email you). You can withdraw
                consent at any time.
              </li>
              <li>
                <strong>Our legitimate interests:</strong> keeping the service secure (rate limits, logs), preventing fraud, improving the product with aggregate
                figures, and, for lead data, checking a lead meets our acceptance rules and measuring which partners send people who find the service useful.
              </li>
              <li>
                <strong>Legal obligations:</strong> keeping accounting and tax records of payments.
              </li>
            </ul>
          ),
        },
        {
          id: 'sharing',
          heading: 'Who we share it with',
          body: (
            <>
              <p>We do not sell your personal data. We share it only with providers who process it for us under contract:</p>
              <ul>
                <li>card payment providers (Stripe Payments Europe, or Acquired.com), which handle your card and carry out fraud checks;</li>
                <li>our hosting and database providers, and our email delivery provider for account, billing and newsletter emails;</li>
                <li>professional advisers, and authorities where the law requires it.</li>
              </ul>
              <p>
                Some providers may process data outside the UK. Where they do, the transfer is protected by UK adequacy regulations or the International Data
                Transfer Agreement (or the UK Addendum to the EU standard contractual clauses).
              </p>
            </>
          ),
        },
        {
          id: 'retention',
          heading: 'How long we keep it',
          body: (
            <ul>
              <li>Account, profile, plans, lists and receipts: while your account is open. When you delete your account (on your account page) it is erased 14 days later; until then, signing in lets you keep it.</li>
              <li>Payment and billing records: 6 years after the end of the financial year they relate to, as tax law requires; once your account is erased they no longer carry your name, email or card.</li>
              <li>Support messages: 2 years after the conversation ends.</li>
              <li>Newsletter sign-ups: until you unsubscribe (then we keep only the fact that you did, so we do not email you again).</li>
              <li>Lead data that did not lead to a subscription: 12 months from receipt.</li>
              <li>Sessions end after 12 hours, or 30 days if you choose to stay signed in; server logs are kept for 30 days.</li>
            </ul>
          ),
        },
        {
          id: 'rights',
          heading: 'Your rights',
          body: (
            <>
              <p>Under UK GDPR you have the right to:</p>
              <ul>
                <li>be told how your data is used (this policy) and get a copy of it (a subject access request);</li>
                <li>have inaccurate data corrected, and incomplete data completed;</li>
                <li>have your data erased, where we have no legal reason to keep it;</li>
                <li>restrict or object to our use of it, including any direct marketing, at any time;</li>
                <li>receive the data you gave us in a portable, machine-readable form;</li>
                <li>withdraw any consent you gave, without affecting what we did before;</li>
                <li>not be subject to decisions with legal effects made solely by automated means. Our meal planner makes suggestions only.</li>
              </ul>
              <p>
                Your account page lets you download all your data ("Download my data": your household's plans, lists, larder, recipes and photos, receipts and prices, loyalty cards, chats, activity, members and signed-in devices, as JSON and as spreadsheets) and delete your account yourself. To use any other right, email <SupportAddress />. We answer within one month and do not charge a fee. If you are unhappy with how we handled
                your data, you can complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).
              </p>
            </>
          ),
        },
        {
          id: 'cookies',
          heading: 'Cookies and storage on your device',
          body: (
            <p>
              We use one strictly necessary cookie, which keeps you signed in; it holds a random token, not your details. The app also stores your latest plan and
              shopping lists on your device so they open without a signal in the shop. We use no advertising or tracking cookies, so there is nothing to accept.
            </p>
          ),
        },
        {
          id: 'children',
          heading: 'Children',
          body: <p>Larder is for adults: you must be 18 or over to create an account. We do not knowingly collect data from children.</p>,
        },
        {
          id: 'security',
          heading: 'Security',
          body: (
            <p>
              Passwords are hashed with Argon2id; sign-in links and session tokens are stored only as hashes; connections are encrypted; access to personal data
              is limited to the staff who need it. If a breach puts you at high risk, we will tell you without undue delay.
            </p>
          ),
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          body: <p>If we change this policy in a way that matters, we will email account holders before the change takes effect and update the date above.</p>,
        },
      ]}
    />
  );
}
