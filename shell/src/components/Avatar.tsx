import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  font-weight: 600;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  color: ${({ theme }) => theme.colors.primaryHover};
  background: ${({ theme }) => theme.colors.primarySoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The profile photo, or the username's first letter. */
export function Avatar({ photo, username, size = 40 }: { photo: string | null; username: string; size?: number }) {
  return (
    <Circle $size={size}>
      {photo ? (
        <img src={photo} alt={`${username}'s profile photo`} />
      ) : (
        <span aria-hidden="true">{username.charAt(0).toUpperCase()}</span>
      )}
    </Circle>
  );
}
