/// The `motion-audit` command line.
public enum MotionAuditCommand {
  /// Runs the command with `arguments` (the first being the program name) and returns the exit code.
  public static func main(_ arguments: [String]) -> Int32 {
    0
  }
}
