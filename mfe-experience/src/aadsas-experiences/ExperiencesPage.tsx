import { errorToast, toastWrite, type AreaProps } from '@predental/area-runtime/area';
import type { ExperienceUpdate } from '@predental/experience-contract/experiences';
import { PlainList, Sections } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { lazy, useState } from 'react';
import styled from 'styled-components';
import { useExperiences, useExperienceWrites, useLogsById } from './api/experiences';
import { DownloadExperiences } from './components/DownloadExperiences';
import { ExperienceCard } from './components/ExperienceCard';
import { ExperiencesHeader } from './components/ExperiencesHeader';
import { HighlightCount } from './components/HighlightCount';
import { LogMoves } from './components/LogMoves';
import { byType, type Experience } from './experience-fields';

// The dialog's code (Radix's dialog, the form library) is fetched when it first opens, not with the page.
const ExperienceDialog = lazy(() =>
  import('./components/ExperienceDialog').then(({ ExperienceDialog }) => ({ default: ExperienceDialog })),
);

const TypeHeading = styled.h2`
  margin-bottom: 12px;
  font-size: 20px;
  font-weight: 600;
`;

/** /experiences: the student's hours as AADSAS entries, by type in AADSAS's order, each field ready to copy. */
export default function ExperiencesPage({ notify }: AreaProps) {
  const list = useExperiences();
  const logs = useLogsById();
  const writes = useExperienceWrites();
  const [editing, setEditing] = useState<Experience | null>(null);
  const { experiences } = list;
  const highlights = experiences.filter((experience) => experience.highlighted).length;

  const save = async (experience: Experience, changes: ExperienceUpdate) => {
    const saved = await toastWrite(notify, () => writes.update(experience.id, changes), {
      title: 'Experience updated successfully',
    });
    if (saved) setEditing(null);
  };
  // The server refuses a highlight past the limit: its message, naming the limit, is the toast.
  const toggleHighlight = (experience: Experience) =>
    void toastWrite(notify, () => writes.update(experience.id, { highlighted: !experience.highlighted }), {
      title: experience.highlighted ? 'Highlight removed' : 'Experience highlighted',
      description: experience.organization,
    });
  const move = (logId: string, toExperienceId: string) =>
    void toastWrite(notify, () => writes.move(logId, toExperienceId), { title: 'Log moved' });
  const split = (experience: Experience, logId: string) =>
    void toastWrite(notify, () => writes.split(experience.id, [logId]), { title: 'Entry split' });

  return (
    <>
      <ExperiencesHeader action={<DownloadExperiences ready={experiences.length > 0} />} />
      <Sections>
        {/* Drawn while the entries load too ('…' for the count): the groups come under it, pushing nothing. */}
        {!list.error && <HighlightCount highlighted={list.data && highlights} />}
        <QueryState
          what="AADSAS experiences"
          query={list}
          // Right under the page's title: a level 3 would skip one (the groups' headings are 2s too).
          level={2}
          emptyTitle="No AADSAS experiences yet"
          empty={
            experiences.length === 0 && 'Log shadowing, volunteer or other experience hours: they are grouped here.'
          }
        >
          {byType(experiences).map((group) => (
            <section key={group.type} aria-labelledby={`experiences-${group.type}`}>
              <TypeHeading id={`experiences-${group.type}`}>{group.name}</TypeHeading>
              <PlainList $gap={16}>
                {group.experiences.map((experience) => (
                  <li key={experience.id}>
                    <ExperienceCard
                      experience={experience}
                      actions={{ onEdit: setEditing, onHighlight: toggleHighlight }}
                      logs={
                        <LogMoves
                          experience={experience}
                          siblings={group.experiences.filter((other) => other.id !== experience.id)}
                          logs={logs}
                          busy={writes.regrouping}
                          onMove={move}
                          onSplit={(logId) => split(experience, logId)}
                        />
                      }
                    />
                  </li>
                ))}
              </PlainList>
            </section>
          ))}
        </QueryState>
      </Sections>
      <WhenFirstOpened open={editing !== null}>
        <ExperienceDialog
          experience={editing}
          saving={writes.saving}
          onClose={() => setEditing(null)}
          onSave={(experience, changes) => void save(experience, changes)}
          onFail={(error) => notify(errorToast(error))}
        />
      </WhenFirstOpened>
    </>
  );
}
