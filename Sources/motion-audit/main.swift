import Foundation
import MotionAuditCLI

exit(MotionAuditCommand.main(CommandLine.arguments))
