import { describe, expect, it } from 'vitest';
import { planningHousehold, unwrap } from '../../testing/planning-household';

describe("the household's planning settings", () => {
  it('defaults to seven days at the cheapest chain within reach', async () => {
    const { user, useCases } = await planningHousehold({ chain: null });
    expect(await useCases.settings.getSettings(user.id)).toEqual({ planDuration: 7, chain: null });
  });

  it('saves a duration and a chain (any case, stored as the catalogue spells it), each on its own', async () => {
    const { user, useCases, settings } = await planningHousehold({ chain: null });
    expect(unwrap(await useCases.settings.saveSettings(user.id, { planDuration: '14' }))).toEqual({ planDuration: 14, chain: null });
    expect(unwrap(await useCases.settings.saveSettings(user.id, { chain: 'tesco' }))).toEqual({ planDuration: 14, chain: 'Tesco' });
    expect(await settings.get(user.id)).toEqual({ planDuration: 14, chain: 'Tesco' });
    expect(unwrap(await useCases.settings.saveSettings(user.id, { chain: '' }))).toEqual({ planDuration: 14, chain: null });
  });

  it('refuses a duration other than 3, 7, 14 or 30 and a chain it does not price, saving nothing', async () => {
    const { user, useCases } = await planningHousehold();
    const days = await useCases.settings.saveSettings(user.id, { planDuration: 10 });
    expect(!days.ok && days.error).toMatchObject({ code: 'VALIDATION', field: 'planDuration' });
    const chain = await useCases.settings.saveSettings(user.id, { chain: 'Waitrose' });
    expect(!chain.ok && chain.error).toMatchObject({ code: 'VALIDATION', field: 'chain', message: 'We price Aldi, Tesco; choose one of them' });
    expect(await useCases.settings.getSettings(user.id)).toEqual({ planDuration: 7, chain: 'Aldi' });
  });
});
