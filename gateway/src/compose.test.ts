import { readFileSync } from 'node:fs';
import { composeSupergraph } from './compose';
import { API_SCHEMA_FILE, SUPERGRAPH_FILE } from './subgraphs';

describe('supergraph composition', () => {
  it('composes the subgraphs without errors', () => {
    const { errors } = composeSupergraph();
    expect(errors).toEqual([]);
  });

  it('matches the supergraph the gateway serves (run `npm run compose` after a schema change)', () => {
    const { supergraphSdl } = composeSupergraph();
    expect(readFileSync(SUPERGRAPH_FILE, 'utf8')).toBe(supergraphSdl);
  });

  it('matches the API schema client operations are typed from (run `npm run compose` after a schema change)', () => {
    const { apiSchemaSdl } = composeSupergraph();
    expect(readFileSync(API_SCHEMA_FILE, 'utf8')).toBe(apiSchemaSdl);
  });
});
