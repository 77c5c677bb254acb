import { signedInClient } from '../../../test-support/api-client';

describe('feature flags are configuration', () => {
  it('are off by default: through the platform a student may save schools', async () => {
    const { client } = await signedInClient('flags');
    expect((await client.graphql('{ canFavoriteSchools }')).body.data).toEqual({ canFavoriteSchools: true });
  });
});
