import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@predental/design/Button';
import { focusRing, media } from '@predental/design/theme';
import { Avatar } from '../../components/Avatar';
import { Brand } from '../../components/Brand';
import { apolloClient } from '../../lib/data-client';
import { useCurrentUser, useSession } from '../session';
import { useProfilePhoto } from '../settings';
import type { NavEntry } from '../remote-area';
import { useLogout } from './use-logout';

/** SPEC §2: the debug control reloads 300 ms after forcing admin mode. */
const FORCE_ADMIN_RELOAD_MS = 300;

// The sidebar's background runs the page's full height (the layout stretches it), while what it
// holds stays in the window as the page scrolls: the page background never shows below it (issue 40).
const Aside = styled.aside`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.md} {
    flex-shrink: 0;
    width: 264px;
    border-bottom: none;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Pinned = styled.div`
  display: flex;
  flex-direction: column;
  ${media.md} {
    position: sticky;
    top: 0;
    height: 100vh;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px;
`;

const MenuToggle = styled(Button)`
  ${media.md} {
    display: none;
  }
`;

const Body = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex: 1;
  flex-direction: column;
  min-height: 0;
  ${media.md} {
    display: flex;
  }
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: 8px 12px;
`;

const SectionTitle = styled.h2`
  margin: 20px 12px 6px;
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled(NavLink)`
  display: block;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radiusSm};
  font-size: 14px;
  font-weight: 500;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.mutedForeground};
  ${focusRing}
  &:hover {
    color: ${({ theme }) => theme.colors.foreground};
    background: ${({ theme }) => theme.colors.muted};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primaryHover};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Profile = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px 20px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
`;

const Name = styled.p`
  font-weight: 600;
  font-size: 14px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Role = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

function NavList({ items, onNavigate }: { items: NavEntry[]; onNavigate: () => void }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} end onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </List>
  );
}

/** `nav`: the shell's and the remotes' entries (the layout's SidebarWithNav). */
export function Sidebar({ nav }: { nav: { main: NavEntry[]; admin: NavEntry[] } }) {
  const user = useCurrentUser();
  const { setUser } = useSession();
  const photo = useProfilePhoto(user.id);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const forceAdminMode = () => {
    setUser({ ...user, isAdmin: true });
    void apolloClient().then((client) => client.clearStore());
    setTimeout(() => window.location.reload(), FORCE_ADMIN_RELOAD_MS);
  };

  return (
    <Aside>
      <Pinned>
        <Top>
          <Brand />
          <MenuToggle
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls="sidebar-body"
            onClick={() => setOpen(!open)}
          >
            {open ? 'Close menu' : 'Menu'}
          </MenuToggle>
        </Top>
        <Body id="sidebar-body" $open={open}>
          <Nav aria-label="Main">
            <NavList items={nav.main} onNavigate={close} />
            {nav.admin.length > 0 && (
              <>
                <SectionTitle id="sidebar-admin">Administration</SectionTitle>
                <NavList items={nav.admin} onNavigate={close} />
              </>
            )}
          </Nav>
          <Profile>
            <Who>
              <Avatar photo={photo} username={user.username} />
              <div style={{ minWidth: 0 }}>
                <Name>{user.username}</Name>
                <Role>Pre-Dental Student</Role>
              </div>
            </Who>
            <Button variant="outline" block onClick={logout}>
              Log Out
            </Button>
            {(user.isAdmin || user.username === 'admin') && (
              <Button variant="ghost" size="sm" block onClick={forceAdminMode}>
                Force Admin Mode
              </Button>
            )}
          </Profile>
        </Body>
      </Pinned>
    </Aside>
  );
}
