import Foundation
import MotionAuditCLI

// A closed pipe (`motion-audit | head`) ends the process quietly, as it does other tools, even
// when the parent started it with SIGPIPE ignored.
signal(SIGPIPE, SIG_DFL)
exit(MotionAuditCommand.main(CommandLine.arguments))
