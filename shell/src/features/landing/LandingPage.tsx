import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@predental/design/Button';
import { media } from '@predental/design/theme';
import heroIllustration from '../../assets/hero-illustration.svg';
import { Brand } from '../../components/Brand';
import { ButtonLink } from '@predental/design/ButtonLink';
import { useSession } from '../session';
import { FeatureCards } from './FeatureCards';
import { LandingFooter } from './LandingFooter';
import { showFeatures } from './show-features';

const Container = styled.div`
  width: 100%;
  max-width: 1160px;
  margin: 0 auto;
  padding: 0 20px;
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: rgba(255, 255, 255, 0.9);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TopBarInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 64px;
`;

const Actions = styled.nav`
  display: flex;
  gap: 6px;
  ${media.sm} {
    gap: 8px;
  }
`;

/** Compact on a phone: at full size the brand and both links overran a 390 px screen by 27 px. */
const AccountLink = styled(ButtonLink)`
  height: 36px;
  padding: 0 10px;
  font-size: 13px;
  ${media.sm} {
    height: 40px;
    padding: 0 16px;
    font-size: 14px;
  }
`;

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.background};
`;

const HeroInner = styled(Container)`
  display: grid;
  gap: 40px;
  align-items: center;
  padding-top: 56px;
  padding-bottom: 64px;
  ${media.lg} {
    grid-template-columns: 1.05fr 1fr;
    padding-top: 80px;
    padding-bottom: 96px;
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: 16px;
  padding: 4px 12px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryHover};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const HeroTitle = styled.h1`
  font-size: clamp(34px, 5vw, 52px);
  font-weight: 800;
  letter-spacing: -0.025em;
`;

const Accent = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

const Lead = styled.p`
  margin-top: 20px;
  max-width: 56ch;
  font-size: 18px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
`;

const Claim = styled.p`
  margin-top: 24px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.mutedForeground};
  strong {
    color: ${({ theme }) => theme.colors.foreground};
  }
`;

const HeroImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 560 / 440;
`;

const Cta = styled.section`
  padding: 72px 0;
`;

const CtaCard = styled.div`
  padding: 48px 24px;
  border-radius: 16px;
  text-align: center;
  color: #fff;
  background: linear-gradient(135deg, #115e59, #0f766e 60%, #0e7490);
  h2 {
    font-size: clamp(26px, 3.5vw, 34px);
    font-weight: 700;
  }
  p {
    margin: 12px auto 28px;
    max-width: 52ch;
    opacity: 0.9;
  }
`;

const CtaLink = styled(ButtonLink)`
  background: #fff;
  color: ${({ theme }) => theme.colors.primaryHover};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/**
 * The landing page's content, shown by the app's / route and, rendered to HTML at build time
 * (landing-html.tsx), by the first visit's page, whose script (landing.ts) finds the button by its
 * data-show-features.
 */
export function LandingContent() {
  return (
    <>
      <TopBar>
        <TopBarInner>
          <Brand />
          <Actions aria-label="Account">
            <AccountLink to="/auth" $variant="ghost">
              Log In
            </AccountLink>
            <AccountLink to="/auth">Sign Up</AccountLink>
          </Actions>
        </TopBarInner>
      </TopBar>
      <main>
        <Hero>
          <HeroInner>
            <div>
              <Eyebrow>Built for pre-dental students</Eyebrow>
              <HeroTitle>
                Your journey to <Accent>dental school</Accent> starts here
              </HeroTitle>
              <Lead>
                Track your pre-dental requirements in one place: calculate your overall and science GPA, log shadowing
                and volunteer hours with notes and reflections, and record DAT scores on the new 600-point scale.
              </Lead>
              <HeroActions>
                <ButtonLink to="/auth" $size="lg">
                  Create Free Account
                </ButtonLink>
                <Button size="lg" variant="outline" onClick={showFeatures} data-show-features>
                  See How It Works
                </Button>
              </HeroActions>
              <Claim>
                Join <strong>500+ students</strong> already tracking their path to dental school.
              </Claim>
            </div>
            <HeroImage
              src={heroIllustration}
              alt="Illustration of a progress dashboard with a checklist, a GPA chart and a tooth"
              width={560}
              height={440}
            />
          </HeroInner>
        </Hero>
        <FeatureCards />
        <Cta>
          <Container>
            <CtaCard>
              <h2>Ready to take charge of your application?</h2>
              <p>Set up your free account in a minute and see your GPA, hours and DAT progress at a glance.</p>
              <CtaLink to="/auth" $size="lg">
                Get Started Free
              </CtaLink>
            </CtaCard>
          </Container>
        </Cta>
      </main>
      <LandingFooter />
    </>
  );
}

/** The app's / route: a signed-in user goes to the dashboard (SPEC §2). */
export function LandingPage() {
  const { user } = useSession();
  if (user) return <Navigate to="/dashboard" replace />;
  return <LandingContent />;
}
