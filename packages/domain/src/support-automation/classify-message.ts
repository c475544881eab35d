import { CORPUS } from './corpus';
import { INTENTS, type Intent } from './intents';
import { WordModel } from './word-model';

/** A rule: a pattern over the normalised message and what it adds to an intent's score. */
interface Rule {
  readonly intent: Intent;
  readonly pattern: RegExp;
  readonly weight: number;
  /** A short name shown to operators ("matched: refund"). */
  readonly name: string;
}

const r = (intent: Intent, name: string, weight: number, pattern: RegExp): Rule => ({ intent, name, weight, pattern });

const CHARGED = String.raw`(?:charged|charge[sd]?|billed|taken|taking|took|debited|paid|payments?|money|came out|come out|gone out)`;
const SUBSCRIPTION = String.raw`(?:subscriptions?|membership|account|plan|trial|sub|payments?|larder)`;

/**
 * The rules, by intent. Weights: 4 a phrase that settles the intent on its own, 3 a strong sign, 2 a good sign,
 * 1 a hint that only counts together with others. Written against corpus.ts; measured on holdout.ts as well.
 */
const RULES: readonly Rule[] = [
  // Cancelling. "cancelled" (past) is left out on purpose: "I cancelled but was charged" is a dispute.
  r('cancel_request', 'cancel', 3, /\b(?:cancel|canceling|cancelling|cancellation)\b/),
  r('cancel_request', 'stop/end the subscription', 3, new RegExp(String.raw`\b(?:stop|end(?! of)|terminate|close|quit|finish|shut down|discontinue|deactivate|kill|get rid of)\b[^.?!]{0,30}\b${SUBSCRIPTION}\b`)),
  r('cancel_request', 'asks to cancel', 2, /\b(?:please cancel|cancel (?:it|my|me|the|this|our)|cancel please|just cancel)\b/),
  r('cancel_request', 'stop further payments', 2, /\bstop (?:any )?(?:further|more|future) (?:payments|charges)\b/),
  r('cancel_request', 'unsubscribe from the plan', 2, /\bunsubscribe\b/),
  r('cancel_request', 'opt out', 2, /\bopt out\b/),
  r('cancel_request', 'not continue', 3, /\b(?:don'?t|do not|won'?t|will not|not) (?:want to |wish to )?(?:continue|carry on|keep (?:it|paying|the subscription))\b/),
  r('cancel_request', 'do not renew', 3, /\b(?:don'?t|do not|not) renew\b/),
  r('cancel_request', 'want out', 3, /\bi want out\b/),
  r('cancel_request', 'no longer wish', 2, /\bno longer (?:wish|want|need)\b/),
  r('cancel_request', 'signed up by mistake', 2, /\bsigned up by (?:mistake|accident)\b/),
  r('cancel_request', 'close my account', 2, /\bclose my account\b/),
  r('cancel_request', 'newsletter, not the subscription', -5, /\b(?:mailing list|newsletter|marketing emails?|(?:the|your) emails)\b/),

  // Billing questions.
  r('billing_question', 'when am I charged', 3, /\b(?:when|what date|what day|which date|which day)\b[^.?!]{0,40}\b(?:charged?|billed?|bill|payments?|pay|paying|renews?|debit|debited|take the money|taken|come out|due)\b/),
  r('billing_question', 'next payment', 3, /\bnext (?:payment|bill|charge|billing|month)\b/),
  r('billing_question', 'what will I pay', 3, /\bwhat (?:will|do|would) i (?:be )?(?:pay|paying|owe)\b|\b(?:each|every|per) (?:month|four weeks)\b|\bgone through\b|\bhow much i have paid\b/),
  r('billing_question', 'how much', 2, /\bhow much\b/),
  r('billing_question', 'price of the plan', 2, /\b(?:price|cost|vat|discount|annual plan|student price|per month|a month|monthly)\b/),
  r('billing_question', 'trial end', 3, /\btrial\b[^.?!]{0,20}\b(?:end|ends|left|remaining|over)\b|\bdays (?:are )?left\b/),
  r('billing_question', 'billing date', 3, /\b(?:billing|payment|renewal) (?:date|day)\b|\bday (?:i am|i'm) billed\b|\brenews\b/),
  r('billing_question', 'card on file', 3, /\b(?:update|change|new|different|re-?enter)\b[^.?!]{0,25}\b(?:card|payment details|payment method|bank)\b|\bcard expires\b|\bswitched banks\b/),
  r('billing_question', 'card on file', 3, /\b(?:card|details) (?:on file|you have|do you have)\b|\bon file\b/),
  r('billing_question', 'subscription status', 3, /\b(?:is|am) (?:my|i) (?:subscription|membership|account|trial|plan)? ?(?:still )?(?:active|live|paid up|on trial|cancelled)\b/),
  r('billing_question', 'payment timing', 3, /\b(?:salary|wages|paycheque|universal credit)\b|\b(?:payment|money|fee) (?:be )?(?:taken|go(?:es)? out|leave)\b|\breminder before\b|\bturns? into a paid\b|\bhow often\b/),
  r('billing_question', 'receipts', 3, /\b(?:receipts?|invoices?)\b/),
  r('billing_question', 'annual or monthly', 3, /\b(?:annual|yearly) plan\b|\bpaying monthly\b/),
  r('billing_question', 'payment methods', 2, /\bpaypal\b|\bonly cards\b/),
  r('billing_question', 'declined payment', 2, /\b(?:declined|failed)\b/),
  r('billing_question', 'will I be charged', 3, /\b(?:will|do|does|am) i (?:be |get )?(?:charged|billed)\b|\bam i on the\b/),
  r('billing_question', 'status and amount', 2, /\bstatus of my subscription\b|\bamount of my next\b|\bsays pending\b/),
  r('billing_question', 'pay day', 2, /\b(?:get paid|payday|pay day)\b/),
  r('billing_question', 'statement wording', 3, /\bappear on my (?:bank )?statement\b/),
  r('billing_question', 'first payment', 2, /\bfirst payment\b/),
  r('billing_question', 'price going up', 2, /\bprice go(?:es)? up\b/),

  // Disputes and refunds: money back, wrong or unexpected charges.
  r('charge_dispute', 'refund', 5, /\brefund(?:ed|s)?\b|\breimburse/),
  r('charge_dispute', 'money back', 5, /\bmoney back\b|\b(?:return|give me|reverse)\b[^.?!]{0,20}\b(?:money|payment|one|it|charge)\b/),
  r('charge_dispute', 'charged twice', 5, new RegExp(String.raw`\b${CHARGED}\b[^.?!]{0,25}\b(?:twice|two times|three times|\d times|double)\b|\bdouble(?:-| )charged\b|\btwo (?:charges|payments)\b|\bovercharged\b`)),
  r('charge_dispute', 'not authorised', 5, /\bunauthori[sz]ed (?:payment|charge|transaction|debit)|\b(?:payment|charge|transaction|debit)\b[^.?!]{0,30}\bunauthori[sz]ed\b|\b(?:don'?t|do not|didn'?t|did not|never) (?:recogni[sz]e|authori[sz]e|agree)|\bwithout my (?:permission|consent)\b|\bnever heard of you\b/),
  r('charge_dispute', 'did not agree to it', 5, /\bnot what i agreed\b|\b(?:did not|didn'?t|never) sign(?:ed)? up\b|\bmore than the (?:advertised|agreed|quoted) price\b|\b(?:want|like) it (?:back|returned)\b|\bpay me back\b/),
  r('charge_dispute', 'charged during the trial', 4, new RegExp(String.raw`\b${CHARGED}\b[^.?!]{0,30}\bduring (?:my|the) (?:free )?trial\b|\bwhy is larder taking\b`)),
  r('charge_dispute', 'should not have been charged', 5, new RegExp(String.raw`\bshould(?:n'?t| not) have been (?:charged|billed|taken)\b|\bcredit (?:it |that |this )?back\b|\bwithout (?:asking|telling me|warning|notice|my knowledge)\b|\b${CHARGED}\b[^.?!]{0,20}\binstead of\b|\b(?:charge|payment|transaction)\b[^.?!]{0,15}\b(?:is|was) (?:a mistake|an error|wrong|incorrect)\b|\b(?:charge|payment)s? i (?:did not|didn'?t|never) make\b|\breturn my\b|\bundo (?:it|the charge|the payment)\b`)),
  r('charge_dispute', 'chargeback', 5, /\bchargeback\b|\bdisput(?:e|ing)\b|\bcontact my bank\b/),
  r('charge_dispute', 'charged after cancelling', 5, new RegExp(String.raw`\bcancel(?:l)?ed\b[^.?!]{0,60}\b(?:still|but|yet|again)\b[^.?!]{0,20}\b${CHARGED}\b|\b${CHARGED}\b[^.?!]{0,40}\b(?:after|though|already) (?:i )?(?:had )?(?:cancel(?:l)?ed|asked you to cancel|cancelling|closed)\b|\b(?:billed|charged|came out|taken) again\b`)),
  r('charge_dispute', 'why was I charged', 4, /\bwhy (?:have|was|did|has) (?:i|you)\b[^.?!]{0,30}\b(?:charged|billed|charge|taken|took)\b/),
  r('charge_dispute', 'wrong amount', 4, /\bwrong amount\b|\b(?:charged|took|taken|paid)\b[^.?!]{0,40}\bbut\b[^.?!]{0,40}\b(?:trial|said|should)\b/),
  r('charge_dispute', 'a charge appeared', 3, new RegExp(String.raw`\b(?:payment|charge|transaction)\b[^.?!]{0,40}\b(?:appeared|on my (?:statement|account|card|bank) that)\b|\btook money\b|\btaken a week early\b`)),
  r('charge_dispute', 'charged even though', 3, /\bcharged even though\b|\bcharged when\b|\b(?:got|been) charged \d/),

  // Technical problems.
  r('technical_problem', 'cannot sign in / does not work', 3, /\b(?:can'?t|cannot|can not|unable to|won'?t|will not|wont|doesn'?t|does not|isn'?t|is not|not) (?:log ?in|sign ?in|load|work|working|save|saving|open|accept|accepted|let me|showing|show|receiving|scroll)\b/),
  r('technical_problem', 'error or crash', 3, /\b(?:error|errors|bug|crash\w*|freez(?:es|ing)|froze|blank|broken|glitch|spins?|spinning|timing out|times out|404|500|loop|went wrong)\b/),
  r('technical_problem', 'email never arrives', 3, /\b(?:never|not|isn'?t|aren'?t) (?:arriv|receiv|com(?:e|ing)|getting)\w*\b/),
  r('technical_problem', 'nothing happens', 3, /\bnothing happens\b|\bdoes nothing\b|\bjust spins\b|\bjust shows a spinner\b/),
  r('technical_problem', 'email missing', 3, /\b(?:never|didn'?t|did not|haven'?t|have not) (?:got|get|received|seen) (?:the|an|my|any)? ?(?:e-?mail|link|code)\b/),
  r('technical_problem', 'stuck or unresponsive', 3, /\b(?:stuck|get past|not? respond\w*|stops? respond\w*|unresponsive|rejecting|rejects|keeps? (?:rejecting|asking|saying|logging)|again and again|come through|nothing in it|goes? (?:grey|white|black)|wrong (?:week|day|page|prices? showing)|showing the wrong|says unauthori[sz]ed|glitch\w*)\b/),
  r('technical_problem', 'says invalid', 3, /\bsays (?:invalid|expired|error)\b|\blogs? me out\b|\bnot working\b/),
  r('technical_problem', 'shows nothing', 3, /\bshows? (?:£?0[,.]?0*|nothing|zero)\b/),
  r('technical_problem', 'locked out', 3, /\blocked out\b|\blogged out\b/),
  r('technical_problem', 'sign-in words', 1, /\b(?:log ?in|login|sign ?in|password|magic link|login link)\b/),
  r('technical_problem', 'symptoms', 2, /\b(?:slow|cut off|disappeared|empty|unticked|goes back|expired|cannot open|can'?t open|does not save|doesn'?t save|will not save|doesn'?t add up)\b/),
  r('technical_problem', 'device words', 1, /\b(?:app|website|site|page|browser|chrome|safari|firefox|iphone|android|tablet|phone|laptop|screen|download|file)\b/),

  // Questions about planning, recipes, lists and the budget.
  r('plan_or_recipe_question', 'planning words', 1.5, /\b(?:meal plans?|plans?|recipes?|shopping lists?|budget|supermarkets?|aldi|tesco|sainsbury'?s?|asda|lidl|waitrose|calories|nutrition|allerg\w*|vegetarian|vegan|gluten|coeliac|dairy|halal|kosher|low carb|keto|breakfasts?|dinners?|lunch(?:es)?|meals?|ingredients?|leftovers|freeze|substitute|cook(?:ing)?|aisle|portions?|servings?|ai chat)\b/),
  r('plan_or_recipe_question', 'how do I / can I', 1.5, /^(?:how|can|do|does|is|are|what|which|where)\b|\bhow do i\b|\bhow can i\b|\bis there a way\b|\bis it possible\b/),
  r('plan_or_recipe_question', 'use the planner', 2, /\b(?:(?:do not|don'?t|can'?t|cannot) eat|include more|count (?:her|him|them|my \w+) as|one person|how many people|swap|exclude|lock|regenerate|generate a new plan|save my favourite|share my shopping list|print my shopping list|number of people|cooking for|plan only|make (?:my|the) (?:meal )?plan|set my (?:weekly )?budget)\b/),

  // Complaints.
  r('complaint', 'unhappy words', 3, /\b(?:disappoint\w*|dislike|uninspir\w*|bad|poorly|cross|way off|fantasy|unfinished|not pleased|lousy|pathetic|ridiculous|hopeless|mediocre|far too|same old|sub-?par|let down|scam|con|angry|furious|upset|annoyed|samey|bored|dull|dismissive|terrible|awful|worst|rubbish|useless|appalling|dreadful|shocking|unacceptable|disgust\w*|poor|bland|boring|joke|not happy|unhappy|not impressed|fed up|frustrat\w*|misleading|misled|rude|unhelpful|gone downhill|waste of time|complain\w*|complaint|hated|repetitive|spam|dangerous|nonsense|not ok|expected much better)\b/),
  r('complaint', 'nobody replied', 3, /\b(?:nobody|no one|no-one) (?:has )?(?:replied|answered|got back)\b|\bwaited \d+ days\b|\bno phone number\b/),
  r('complaint', 'broken promises', 2, /\b(?:promised|promise|claims?)\b/),
  r('complaint', 'waste', 2, /\bthrew (?:half |it |them )?away\b|\bwasted\b/),
  r('complaint', 'too much of it', 1.5, /\btoo (?:many|repetitive|much)\b|\bway too much\b|\bstill hungry\b|\bnothing like\b|\bout of stock\b|\bnever actually\b|\bsaved nothing\b|\bforgets\b|\bquantities are wrong\b|\bdid not work\b|\bwas ignored\b/),

  // Other: thanks, partnerships, press, jobs, personal data, marketing email.
  r('other', 'thanks and praise', 3, /\b(?:thank you|thanks|love it|brilliant|congratulations|keep up the good work|all good now)\b/),
  r('other', 'business, press, jobs', 4, /\b(?:partner with|partnership|advertise (?:our|my|with|on)|advertising (?:on|with)|sponsor\w*|collaborat\w*|journalist|interview|press (?:enquiry|inquiry|release)|hiring|chef looking for work|job vacanc\w*|vacancies|survey|research|business proposal|food bank|wholesale|cookbook|instagram|facebook|tiktok|volunteer|pass on my details)\b/),
  r('other', 'personal data', 4, /\b(?:gdpr|personal data|data protection|data you hold|copy of the data)\b/),
  r('other', 'marketing email', 4, /\b(?:mailing list|newsletter|marketing emails?)\b/),
  r('other', 'account details', 4, /\b(?:change|update)\b[^.?!]{0,25}\b(?:email address|my name|name on)\b|\bgot married\b/),
  r('other', 'company questions', 3, /\b(?:who owns|office|opening hours|referral|gift subscription|welsh|ireland|available in|feature|wrong email address|please ignore)\b/),
  r('other', 'spam', 4, /\b(?:click here|earn \$|\$\d{3,})/),
];

export interface Classification {
  readonly intent: Intent;
  /** 0 to 1: how far the winner is ahead of the runner-up (low values are handed to a person). */
  readonly confidence: number;
  readonly scores: Readonly<Record<Intent, number>>;
  /** The points of the rules alone (the word model left out): what the automation's actions rely on. */
  readonly ruleScores: Readonly<Record<Intent, number>>;
  /** Other intents with a strong score of their own ("cancel and refund me" is a dispute that also asks to cancel). */
  readonly alsoAsks: readonly Intent[];
  /** The rules that matched, by name. */
  readonly matched: readonly string[];
}

/** Rule points at or above this read a second request in the same message. */
const STRONG = 3;
/** Ties are broken in this order: the requests a person would treat first come first. */
const PRIORITY: readonly Intent[] = ['charge_dispute', 'cancel_request', 'technical_problem', 'billing_question', 'complaint', 'plan_or_recipe_question', 'other'];

/** Lower case, straight quotes, one space; "£19.99" and "19.99" both read as amounts. */
export function normaliseMessage(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    // "£19.99" keeps its sentence: the rules stop at full stops.
    .replace(/(\d)\.(\d)/g, '$1,$2')
    .replace(/\s+/g, ' ')
    .trim();
}

let defaultModel: WordModel | null = null;
/** The word model trained on the whole corpus, built once. */
export const corpusModel = (): WordModel => (defaultModel ??= new WordModel(CORPUS));

/** How much the word model's probability counts beside the rules' points. */
export const MODEL_WEIGHT = 4;

/** Classifies a customer's message by the rules above, with the word model where the rules are weak. */
export function classifyMessage(text: string, model: WordModel | null = corpusModel()): Classification {
  const normalised = normaliseMessage(text);
  const scores = Object.fromEntries(INTENTS.map((i) => [i, 0])) as Record<Intent, number>;
  const matched: string[] = [];
  for (const rule of RULES) {
    if (rule.pattern.test(normalised)) {
      scores[rule.intent] += rule.weight;
      matched.push(`${rule.intent}: ${rule.name}`);
    }
  }
  const ruleScores = { ...scores };
  if (model && model.knownFeatures(text) > 0) {
    const p = model.probabilities(text);
    for (const intent of INTENTS) scores[intent] = Math.round((scores[intent] + MODEL_WEIGHT * p[intent]) * 100) / 100;
  }
  // Planning words are everywhere ("plan", "account", "meal"); they decide only when nothing stronger does.
  const ranked = [...INTENTS].sort((a, b) => scores[b] - scores[a] || PRIORITY.indexOf(a) - PRIORITY.indexOf(b));
  let intent = ranked[0]!;
  // Money back beats everything else it appears with: a person must look at it.
  if (ruleScores.charge_dispute >= 4) intent = 'charge_dispute';
  if (scores[intent] < 2) intent = 'other';
  const top = scores[intent];
  const runnerUp = Math.max(0, ...INTENTS.filter((i) => i !== intent).map((i) => scores[i]));
  const confidence = top <= 0 ? 0 : Math.max(0, Math.min(1, (top - runnerUp) / top + (top >= 5 ? 0.2 : 0)));
  const alsoAsks = INTENTS.filter((i) => i !== intent && i !== 'other' && ruleScores[i] >= STRONG);
  return { intent, confidence: Math.round(confidence * 100) / 100, scores, ruleScores, alsoAsks, matched };
}
