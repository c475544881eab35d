import { describe, expect, it } from 'vitest';
import { DATA_SOURCE_NOTICES, INGREDIENT_NAME_MAP_NOTICE, noticesFor } from '../src/components/layout/data-sources';
import { CATALOGUE_REPORT } from '../src/features/about-data/data/catalogue-report';

describe('data source notices', () => {
  it('match the attributions the catalogue build wrote', () => {
    expect(DATA_SOURCE_NOTICES.prices).toEqual([CATALOGUE_REPORT.attribution.ons]);
    expect(DATA_SOURCE_NOTICES.nutrition).toEqual([CATALOGUE_REPORT.attribution.cofid, CATALOGUE_REPORT.attribution.sr26]);
  });

  it('carry the three lines of the postcode data and the name map licence', () => {
    expect(DATA_SOURCE_NOTICES.postcodes).toEqual([
      'Contains OS data © Crown copyright and database right.',
      'Contains Royal Mail data © Royal Mail copyright and database right.',
      'Source: Office for National Statistics licensed under the Open Government Licence v3.0.',
    ]);
    expect(INGREDIENT_NAME_MAP_NOTICE).toContain('ingreedy-data project (Apache License 2.0)');
  });

  it('lists each source once, prices first', () => {
    expect(noticesFor(['nutrition', 'prices', 'nutrition'])).toEqual([...DATA_SOURCE_NOTICES.prices, ...DATA_SOURCE_NOTICES.nutrition]);
    expect(noticesFor(['postcodes'])).toEqual(DATA_SOURCE_NOTICES.postcodes);
    expect(noticesFor([])).toEqual([]);
  });
});
