import { Link } from '@tanstack/react-router'
import { ChevronLeft, KeyRound, LockKeyhole, MailCheck, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PasswordField, TextField } from './auth-fields'
import { AuthLayout, type AuthVariant } from './auth-layout'
import { codeRules, forgotRules, resetRules } from './auth-rules'
import { OtpInput } from './otp-input'
import { useTemplateForm } from './use-template-form'

const link = 'inline-flex items-center gap-1 font-medium text-primary hover:underline'

function BackToLogin({ variant }: { variant: AuthVariant }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={variant === 'basic' ? '/pages/login-basic' : '/pages/login-cover'} className={link}><ChevronLeft size={16} aria-hidden /> Back to login</Link>
    </p>
  )
}

function Done({ children }: { children: string }) {
  return (
    <Alert tone="success" role="status" className="mt-4">
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}

export function ForgotPasswordTemplatePage({ variant }: { variant: AuthVariant }) {
  const [sent, setSent] = useState('')
  const { values, errors, set, submit } = useTemplateForm({ email: '' }, forgotRules, (v) => setSent(v.email))
  return (
    <AuthLayout variant={variant} title="Forgot Password" subtitle="Enter your e-mail and we’ll send you instructions to reset your password." icon={KeyRound}>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
        <TextField id="forgot-email" label="E-mail" type="email" autoComplete="email" value={values.email} onChange={(v) => set('email', v)} error={errors.email} />
        <Button type="submit" className="w-full">Send reset link</Button>
      </form>
      {sent ? <Done>{`A reset link would now be sent to ${sent} (template page: nothing is sent).`}</Done> : null}
      <BackToLogin variant={variant} />
    </AuthLayout>
  )
}

export function ResetPasswordTemplatePage({ variant }: { variant: AuthVariant }) {
  const [done, setDone] = useState(false)
  const { values, errors, set, submit } = useTemplateForm({ password: '', confirm: '' }, resetRules, () => setDone(true))
  return (
    <AuthLayout variant={variant} title="Reset Password" subtitle="Your new password must be different from previously used passwords." icon={LockKeyhole}>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
        <PasswordField id="reset-password" label="New password" autoComplete="new-password" value={values.password} onChange={(v) => set('password', v)} error={errors.password} />
        <PasswordField id="reset-confirm" label="Confirm password" autoComplete="new-password" value={values.confirm} onChange={(v) => set('confirm', v)} error={errors.confirm} />
        <Button type="submit" className="w-full">Set new password</Button>
      </form>
      {done ? <Done>Password set (template page: nothing was changed).</Done> : null}
      <BackToLogin variant={variant} />
    </AuthLayout>
  )
}

export function VerifyEmailTemplatePage({ variant }: { variant: AuthVariant }) {
  const [resent, setResent] = useState(0)
  return (
    <AuthLayout variant={variant} title="Verify Email" subtitle={<>We sent an account activation link to <strong>alex.morgan@example.com</strong>. Please follow the link inside to continue.</>} icon={MailCheck}>
      <Button asChild className="w-full">
        <Link to="/">Skip for now</Link>
      </Button>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Didn’t receive an e-mail?{' '}
        <button type="button" className={link} onClick={() => setResent((n) => n + 1)}>Resend</button>
      </p>
      {resent ? <Done>{`Activation link sent again (${resent}).`}</Done> : null}
    </AuthLayout>
  )
}

export function TwoStepsTemplatePage({ variant }: { variant: AuthVariant }) {
  const [done, setDone] = useState(false)
  const { values, errors, set, submit } = useTemplateForm({ code: '' }, codeRules, () => setDone(true))
  return (
    <AuthLayout variant={variant} title="Two Step Verification" subtitle={<>We sent a verification code to your mobile. Enter the code from the mobile in the field below. <strong>******0192</strong></>} icon={ShieldCheck}>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
        <div className="grid grid-cols-1 gap-1.5">
          <p className="text-sm font-medium text-soft-foreground">Type your 6-digit security code</p>
          <OtpInput value={values.code} onChange={(v) => set('code', v)} invalid={Boolean(errors.code)} describedBy={errors.code ? 'otp-error' : undefined} />
          {errors.code ? <p id="otp-error" role="alert" className="text-xs font-medium text-destructive">{errors.code}</p> : null}
        </div>
        <Button type="submit" className="w-full">Verify my account</Button>
      </form>
      {done ? <Done>Code accepted (template page: nothing was verified).</Done> : null}
      <p className="mt-6 text-center text-sm text-muted-foreground">Didn’t get the code? <button type="button" className={link}>Resend</button></p>
    </AuthLayout>
  )
}
