import { SocialButtons, type SocialButtonsProps } from '../components/SocialButtons';

export type SocialSignInProps = SocialButtonsProps;

/** The social sign-in buttons on their own (the registration screen; the login form has them built in). */
export default function SocialSignIn(props: SocialSignInProps) {
  return <SocialButtons {...props} />;
}
