import { SimulatedCardTokeniser } from '../simulated-card';
import { ZSignupBody, ZSimulatedCardBody } from '@larder/contract/accounts';
import { unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { presentUser } from '../presenters/user.presenter';
import { setSessionCookie } from '../session/session-cookie';
import { parseInput } from '../validation';
import { newRouter } from './router';

/** Sign-up with a card and a 7-day trial (document 000: /signup, section 4 "Signup"). */
export function signupRoutes(deps: HttpDependencies, simulatedCards: SimulatedCardTokeniser | null) {
  const router = newRouter();

  router.post('/api/create-setup-intent', async (ctx) => {
    const intent = await deps.createSetupIntent.execute();
    ctx.body = { clientSecret: intent.clientSecret, provider: deps.config.paymentProvider, publishableKey: deps.config.publishableKey };
  });

  router.post('/api/signup-with-payment', async (ctx) => {
    const body = parseInput(ZSignupBody, ctx.request.body);
    const { user, subscription, session } = unwrap(
      await deps.cardAttempts.attempt({ account: body.formData.email, address: ctx.ip, form: 'signup' }, () => deps.signUp.execute(body.formData, body.paymentMethodId)),
    );
    await deps.sessions.end(ctx.state.sessionToken);
    setSessionCookie(ctx, session, { secure: deps.config.cookieSecure });
    ctx.status = 201;
    ctx.body = { message: 'Account Created!', user: presentUser({ user, subscription }) };
  });

  if (simulatedCards) {
    // The simulated provider's card form posts the card here, as Stripe.js posts to Stripe; nothing is stored.
    router.post('/api/payments/simulated/payment-methods', async (ctx) => {
      const body = parseInput(ZSimulatedCardBody, ctx.request.body);
      ctx.status = 201;
      ctx.body = unwrap(simulatedCards(body, deps.clock.now()));
    });
  }
  return router;
}
