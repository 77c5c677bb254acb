import styled from 'styled-components';
import { PlainList } from '@predental/design/Page';
import { media } from '@predental/design/theme';

const Panel = styled.aside`
  display: none;
  ${media.lg} {
    display: flex;
  }
  flex-direction: column;
  justify-content: center;
  gap: 28px;
  padding: 56px;
  color: #fff;
  background: linear-gradient(150deg, #115e59 0%, #0f766e 55%, #0e7490 100%);
`;

const Heading = styled.h2`
  font-size: 32px;
  font-weight: 700;
  max-width: 28ch;
`;

const Checklist = styled(PlainList)`
  li::before {
    content: '✓';
    display: inline-block;
    width: 24px;
    font-weight: 700;
  }
`;

const Quote = styled.figure`
  margin: 0;
  padding: 20px 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: rgba(255, 255, 255, 0.12);
  blockquote {
    margin: 0;
    font-size: 16px;
    line-height: 1.6;
  }
  figcaption {
    margin-top: 12px;
    font-size: 14px;
    opacity: 0.85;
  }
`;

/** Marketing text and a testimonial beside the sign-in form. */
export function AuthSidePanel() {
  return (
    <Panel>
      <Heading>Your path to dental school, organized in one place</Heading>
      <Checklist>
        <li>Calculate your overall and science GPA as you add courses</li>
        <li>Log shadowing and volunteer hours against your goals</li>
        <li>Record DAT scores on the new 600-point scale</li>
        <li>Explore dental schools and save your favorites</li>
      </Checklist>
      <Quote>
        <blockquote>
          “Keeping my hours, GPA and DAT scores in one place made my application season so much calmer. I always knew
          exactly where I stood.”
        </blockquote>
        <figcaption>— Priya S., first-year dental student</figcaption>
      </Quote>
    </Panel>
  );
}
