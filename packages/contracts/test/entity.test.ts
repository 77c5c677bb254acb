import { z } from 'zod';
import { graphqlId, readEntity } from '../src/entity';

const noteSchema = z.object({
  id: graphqlId(),
  title: z.string().min(1),
  pinned: z.boolean().default(false),
  tag: z.enum(['a', 'b']).nullish(),
  score: z.number().nullable(),
});
const readNote = readEntity(noteSchema);

describe('readEntity', () => {
  it('reads each field of the entity and no other the stored item has', () => {
    expect(readNote({ id: '1', title: 'T', pinned: true, tag: 'a', score: 2, legacy: 'x' })).toEqual({
      id: '1',
      title: 'T',
      pinned: true,
      tag: 'a',
      score: 2,
    });
  });

  it('fills a field the item lacks with its default, or null where it may be null or absent', () => {
    expect(readNote({ id: '1', title: 'T' })).toEqual({ id: '1', title: 'T', pinned: false, tag: null, score: null });
  });

  it('keeps a stored null as null', () => {
    expect(readNote({ id: '1', title: 'T', pinned: false, tag: null }).tag).toBeNull();
  });
});
