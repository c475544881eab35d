#!/usr/bin/env node
// Derives generated/postcode-districts.json from ../shared/data/postcode-districts/districts.csv:
// every Great Britain outward code with live postcodes, its centre and region (ONS Postcode Directory, OGL v3.0).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const source = path.resolve(repoRoot, '../shared/data/postcode-districts/districts.csv');
const target = path.resolve(here, '../generated/postcode-districts.json');

const lines = readFileSync(source, 'utf8').trim().split(/\r?\n/);
const header = lines.shift().split(',');
const col = (name) => header.indexOf(name);
const districts = lines
  .map((line) => line.split(','))
  .filter((f) => Number(f[col('active_postcodes')]) > 0)
  .map((f) => [f[col('outcode')].toUpperCase(), Number(Number(f[col('latitude')]).toFixed(5)), Number(Number(f[col('longitude')]).toFixed(5)), f[col('region')]])
  .sort((a, b) => a[0].localeCompare(b[0]));
const out = {
  source: 'Derived from the ONS Postcode Directory (postcode districts with live postcodes, about 2020); Great Britain only.',
  attribution: [
    'Contains OS data © Crown copyright and database right.',
    'Contains Royal Mail data © Royal Mail copyright and database right.',
    'Source: Office for National Statistics licensed under the Open Government Licence v3.0.',
  ],
  columns: ['outward', 'latitude', 'longitude', 'region'],
  districts,
};
writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(`postcode districts: ${districts.length}`);
