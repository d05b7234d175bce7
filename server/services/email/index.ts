/** Email sending for routes and services (the IAM invitations among them). */
export { createMailer, type Mailer, type MailMessage } from './mailer';
export { appOrigin } from './origin';
export { sendAccountEmail, sendInvitation, signUpLink, type AccountEmailRequest, type Invitation } from './send';
