import { FieldGrid, FormField } from '@predental/design/FormField';
import { Select } from '@predental/design/Select';
import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { StatementVersionFieldsFragment } from '../../gql/graphql';
import { compareVersions, type ComparedPart } from '../comparison';
import { versionName } from './version-name';

/** Side by side where there is room; one above the other on a phone. */
const Sides = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  margin-top: 16px;
`;

const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusSm};
  line-height: 1.6;

  del {
    background: ${({ theme }) => theme.colors.destructiveSoft};
    color: #991b1b;
  }
  ins {
    background: #dcfce7;
    color: #166534;
    text-decoration: underline;
  }
`;

const SideTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 15px;
`;

function Side({ title, parts }: { title: string; parts: ComparedPart[] }) {
  return (
    <section aria-label={title}>
      <SideTitle>{title}</SideTitle>
      <Text>
        {parts.map((part, index) =>
          part.change === 'removed' ? (
            <del key={index}>{part.text}</del>
          ) : part.change === 'added' ? (
            <ins key={index}>{part.text}</ins>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </Text>
    </section>
  );
}

interface VersionSelectProps {
  label: string;
  value: string;
  onChange: (versionId: string) => void;
  options: ReactNode;
}

function VersionSelect({ label, value, onChange, options }: VersionSelectProps) {
  return (
    <FormField label={label}>
      {(props) => (
        <Select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          {options}
        </Select>
      )}
    </FormField>
  );
}

/** Any two saved versions side by side: removals struck through on the left, additions underlined on the right. */
export function VersionComparison({ versions }: { versions: StatementVersionFieldsFragment[] }) {
  const [olderId, setOlderId] = useState(versions.at(-2)?.id ?? '');
  const [newerId, setNewerId] = useState(versions.at(-1)?.id ?? '');
  const older = versions.find((version) => version.id === olderId);
  const newer = versions.find((version) => version.id === newerId);
  const compared = useMemo(() => older && newer && compareVersions(older.text, newer.text), [older, newer]);
  const options = versions.map((version, index) => (
    <option key={version.id} value={version.id}>
      {versionName(version, index)}
    </option>
  ));
  return (
    <>
      <FieldGrid>
        <VersionSelect label="Compare" value={olderId} onChange={setOlderId} options={options} />
        <VersionSelect label="With" value={newerId} onChange={setNewerId} options={options} />
      </FieldGrid>
      {compared && older && newer && (
        <Sides>
          <Side
            title={`${versionName(older, versions.indexOf(older))}, removals struck through`}
            parts={compared.older}
          />
          <Side title={`${versionName(newer, versions.indexOf(newer))}, additions underlined`} parts={compared.newer} />
        </Sides>
      )}
    </>
  );
}
