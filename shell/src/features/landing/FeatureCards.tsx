import styled from 'styled-components';
import { media } from '@predental/design/theme';
import { IconTile } from '../../components/IconTile';

const Section = styled.section`
  padding: 72px 0;
  scroll-margin-top: 64px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  max-width: 1160px;
  margin: 0 auto;
  padding: 0 20px;
`;

const Heading = styled.h2`
  text-align: center;
  font-size: clamp(26px, 3.5vw, 34px);
  font-weight: 700;
`;

const Intro = styled.p`
  margin: 12px auto 40px;
  max-width: 60ch;
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Grid = styled.div`
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Feature = styled.article`
  padding: 28px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h3 {
    margin-top: 16px;
    font-size: 19px;
    font-weight: 600;
  }
  p {
    margin-top: 8px;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const Icon = styled(IconTile)`
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const icon = (path: string) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={path} />
  </svg>
);

const features = [
  {
    title: 'Academic Tracking',
    text: 'Add your courses and grades to calculate your overall and science GPA automatically, semester by semester.',
    icon: icon(
      'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5M8 7h8M8 11h6',
    ),
  },
  {
    title: 'Experience Hours',
    text: 'Log shadowing and volunteer hours with notes and reflections, set goals and watch your progress grow.',
    icon: icon('M12 6v6l4 2M22 12A10 10 0 1 1 2 12a10 10 0 0 1 20 0z'),
  },
  {
    title: 'DAT Preparation',
    text: 'Record every DAT attempt on the new 600-point scale and follow your section scores over time.',
    icon: icon('M3 3v18h18M7 15l4-4 3 3 5-6'),
  },
];

export function FeatureCards() {
  return (
    <Section id="features" aria-labelledby="features-heading">
      <Inner>
        <Heading id="features-heading">Everything you need to apply with confidence</Heading>
        <Intro>Three parts of your application, tracked side by side so nothing slips through the cracks.</Intro>
        <Grid>
          {features.map((feature) => (
            <Feature key={feature.title}>
              <Icon $size={44}>{feature.icon}</Icon>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </Feature>
          ))}
        </Grid>
      </Inner>
    </Section>
  );
}
