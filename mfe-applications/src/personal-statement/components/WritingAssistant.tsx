import { Muted, PlainList, Subheading } from '@predental/design/Page';
import { useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { LONG_SENTENCE_WORDS, REPEATED_MORE_THAN, longSentencesOf, readabilityOf, repeatedWordsOf } from '../assistant';

const Parts = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

/** Readability, long sentences and repeated words, computed here in the browser: the text goes nowhere. */
export function WritingAssistant({ text }: { text: string }) {
  // A keystroke first, the assistant after: typing never waits for it.
  const shown = useDeferredValue(text);
  const { readability, long, repeated } = useMemo(
    () => ({ readability: readabilityOf(shown), long: longSentencesOf(shown), repeated: repeatedWordsOf(shown) }),
    [shown],
  );
  return (
    <Parts aria-label="Writing assistant" role="group">
      <section>
        <Subheading>Readability</Subheading>
        {readability ? (
          <Muted>
            Flesch reading ease {readability.readingEase} (higher is easier); grade level {readability.gradeLevel}
          </Muted>
        ) : (
          <Muted>Write a sentence to see how it reads.</Muted>
        )}
      </section>
      <section>
        <Subheading>Sentences over {LONG_SENTENCE_WORDS} words</Subheading>
        {long.length === 0 ? (
          <Muted>None</Muted>
        ) : (
          <PlainList $gap={4}>
            {long.map(({ sentence, words }) => (
              <li key={sentence}>
                {words} words: “{sentence.slice(0, 80)}…”
              </li>
            ))}
          </PlainList>
        )}
      </section>
      <section>
        <Subheading>Words used more than {REPEATED_MORE_THAN} times</Subheading>
        {repeated.length === 0 ? (
          <Muted>None</Muted>
        ) : (
          <PlainList $gap={4}>
            {repeated.map(({ word, times }) => (
              <li key={word}>
                {word}: {times} times
              </li>
            ))}
          </PlainList>
        )}
      </section>
    </Parts>
  );
}
