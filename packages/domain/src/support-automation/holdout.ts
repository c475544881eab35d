import type { LabelledMessage } from './corpus';

/**
 * The fourth batch: written after the rules in classify-message.ts and the corpus were settled, and never used to
 * tune either. The accuracy printed for these is the honest estimate of how the classifier does on messages it has
 * not seen. (The three earlier batches are in corpus.ts; each was held out once before it was used for tuning.)
 */
export const HOLDOUT: readonly LabelledMessage[] = [
  // cancel_request
  { intent: 'cancel_request', text: 'Morning. Could you arrange for my subscription to be cancelled? Many thanks.' },
  { intent: 'cancel_request', text: "I'd like to leave Larder please." },
  { intent: 'cancel_request', text: 'Please cancel my sub, going back to doing it myself.' },
  { intent: 'cancel_request', text: 'Can I cancel straight away or do I have to wait until the month ends?' },
  { intent: 'cancel_request', text: 'I have decided to stop using Larder, please stop all future payments.' },
  { intent: 'cancel_request', text: 'Trial was fine but I will not be continuing, please cancel.' },
  { intent: 'cancel_request', text: 'Take me off the monthly plan please.' },
  { intent: 'cancel_request', text: 'I want to close my Larder account for good.' },
  { intent: 'cancel_request', text: 'cancel subscription' },
  { intent: 'cancel_request', text: 'Our circumstances have changed and I need to cancel the membership.' },

  // billing_question
  { intent: 'billing_question', text: 'How much do I pay after the seven days?' },
  { intent: 'billing_question', text: 'Can you confirm the date of my next charge?' },
  { intent: 'billing_question', text: 'Do you bill on the same date every month?' },
  { intent: 'billing_question', text: 'Is the monthly price fixed or can it change?' },
  { intent: 'billing_question', text: 'I would like to pay on the 10th instead of the 1st.' },
  { intent: 'billing_question', text: 'Which card will you charge?' },
  { intent: 'billing_question', text: 'Have I paid for this month yet?' },
  { intent: 'billing_question', text: 'My trial ends soon, what happens then?' },
  { intent: 'billing_question', text: 'Where can I download my invoice?' },
  { intent: 'billing_question', text: 'What time of day do you take payments?' },

  // charge_dispute
  { intent: 'charge_dispute', text: 'There are two identical Larder charges on my card this week.' },
  { intent: 'charge_dispute', text: 'I am owed money, you charged me after my cancellation.' },
  { intent: 'charge_dispute', text: 'Please send back the payment you took on Monday, it was not agreed.' },
  { intent: 'charge_dispute', text: 'I did not expect to be charged, can I have the money refunded?' },
  { intent: 'charge_dispute', text: 'I was charged for a full month but only had two days of access.' },
  { intent: 'charge_dispute', text: 'I think I have been billed by mistake.' },
  { intent: 'charge_dispute', text: 'Please refund me, I asked for a cancellation last week.' },
  { intent: 'charge_dispute', text: 'The charge on my statement is higher than £19.99.' },
  { intent: 'charge_dispute', text: 'Someone used my card to pay for Larder, it was not me.' },
  { intent: 'charge_dispute', text: 'Why has £19.99 gone out of my account when I am on the free trial?' },

  // technical_problem
  { intent: 'technical_problem', text: 'Whenever I try to open a recipe the page crashes.' },
  { intent: 'technical_problem', text: "I can't see my shopping list anymore, it's gone." },
  { intent: 'technical_problem', text: 'The login button is greyed out.' },
  { intent: 'technical_problem', text: 'Getting "Something went wrong" when I try to pay.' },
  { intent: 'technical_problem', text: 'The reset password email goes to spam and the link does not work.' },
  { intent: 'technical_problem', text: 'The app will not install on my phone.' },
  { intent: 'technical_problem', text: 'My plan did not save and now it is missing.' },
  { intent: 'technical_problem', text: 'The chat window is stuck on loading.' },
  { intent: 'technical_problem', text: 'When I tick an item the whole list jumps to the top.' },
  { intent: 'technical_problem', text: 'The site logs me out whenever I switch tabs.' },

  // plan_or_recipe_question
  { intent: 'plan_or_recipe_question', text: 'Can I have fish on Fridays in the plan?' },
  { intent: 'plan_or_recipe_question', text: 'How are the meal costs worked out?' },
  { intent: 'plan_or_recipe_question', text: 'Do your recipes use metric measurements?' },
  { intent: 'plan_or_recipe_question', text: 'Is there a way to mark a recipe as one we did not like?' },
  { intent: 'plan_or_recipe_question', text: 'Can I plan lunches for work too?' },
  { intent: 'plan_or_recipe_question', text: 'Which of your recipes are best for a beginner cook?' },
  { intent: 'plan_or_recipe_question', text: 'Can the list combine the onions from different recipes?' },
  { intent: 'plan_or_recipe_question', text: 'How do I switch my supermarket to Asda?' },
  { intent: 'plan_or_recipe_question', text: 'Do you have sugar content for the desserts?' },
  { intent: 'plan_or_recipe_question', text: 'Is it ok to use frozen veg instead of fresh in your recipes?' },

  // complaint
  { intent: 'complaint', text: 'The quality has really dropped, I am not satisfied.' },
  { intent: 'complaint', text: 'I have been left waiting for days with no answer.' },
  { intent: 'complaint', text: 'These meal plans are a let down compared to what you promise.' },
  { intent: 'complaint', text: 'The recipes are far too complicated for a weeknight.' },
  { intent: 'complaint', text: 'Very poor experience with your support team.' },
  { intent: 'complaint', text: 'It is outrageous that the prices are estimates and not real.' },
  { intent: 'complaint', text: 'My family did not enjoy any of the meals, what a shame.' },
  { intent: 'complaint', text: 'I was given the wrong information by your staff.' },
  { intent: 'complaint', text: 'Honestly expected more from a paid service.' },
  { intent: 'complaint', text: 'The plans ignore what I tell them about my tastes, it is infuriating.' },

  // other
  { intent: 'other', text: 'Thanks a lot, have a nice day.' },
  { intent: 'other', text: 'Do you have a media contact for a magazine feature?' },
  { intent: 'other', text: 'Can I see what information you store about me?' },
  { intent: 'other', text: 'Is there a careers page?' },
  { intent: 'other', text: 'We supply organic veg boxes and would like to work with you.' },
  { intent: 'other', text: 'Good morning!' },
  { intent: 'other', text: 'Can my account be transferred to my daughter?' },
  { intent: 'other', text: 'Please update the phone number on my account.' },
  { intent: 'other', text: 'Do you have a discount code for my blog readers?' },
  { intent: 'other', text: 'Do you ship physical products?' },
];
