import styled from 'styled-components';
import { PlainList } from '@predental/design/Page';
import { media } from '@predental/design/theme';

const Footer = styled.footer`
  color: #cbd5e1;
  background: #0f172a;
`;

const Inner = styled.div`
  display: grid;
  gap: 32px;
  max-width: 1160px;
  margin: 0 auto;
  padding: 56px 20px 32px;
  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr;
  }
`;

const Column = styled.div`
  font-size: 14px;
  h2 {
    margin-bottom: 12px;
    font-size: 14px;
    font-weight: 600;
    color: #fff;
  }
`;

const Name = styled.p`
  font-size: 18px;
  font-weight: 700;
  color: #fff;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  max-width: 1160px;
  margin: 0 auto;
  padding: 20px;
  border-top: 1px solid #1e293b;
  font-size: 13px;
  span + span {
    margin-left: 20px;
  }
`;

const LINK_COLUMNS = [
  { heading: 'Features', items: ['Academic Tracking', 'Experience Hours', 'DAT Preparation'] },
  { heading: 'Resources', items: ['Blog', 'Dental School Guide', 'DAT Preparation', 'Success Stories'] },
];

/** Plain text on purpose: none of these pages exist yet (SPEC §2). */
export function LandingFooter() {
  return (
    <Footer>
      <Inner>
        <Column>
          <Name>PreDental Tracker</Name>
          <p>Helping pre-dental students organize every step of the road to dental school.</p>
        </Column>
        {LINK_COLUMNS.map(({ heading, items }) => (
          <Column key={heading}>
            <h2>{heading}</h2>
            <PlainList $gap={8}>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </PlainList>
          </Column>
        ))}
        <Column>
          <h2>Support</h2>
          <p>Questions? Email support@predentaltracker.com</p>
        </Column>
      </Inner>
      <Bottom>
        {/* The first visit's page is built ahead; its script (landing.ts) sets this year as the visitor's. */}
        <p>
          © <span data-current-year>{new Date().getFullYear()}</span> PreDental Tracker. All rights reserved.
        </p>
        <p>
          <span>Privacy Policy</span>
          <span>Terms of Service</span>
        </p>
      </Bottom>
    </Footer>
  );
}
