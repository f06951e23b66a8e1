import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended.
enum Termination: Hashable, CustomStringConvertible {
  case exited(Int32)
  case signaled(Int32)

  var description: String {
    switch self {
    case .exited(let code): "exit code \(code)"
    case .signaled(let signal): "signal \(signal)"
    }
  }
}

/// What a run of the built `motion-audit` did, and what it cost.
struct ChildOutcome {
  var termination: Termination
  var output: String
  var error: String
  /// Wall-clock seconds from spawning to reaping.
  var seconds: Double
  /// The child's peak resident set size: on Linux the largest `VmHWM` seen while it ran (polled
  /// every millisecond), elsewhere `ru_maxrss` from `wait4`.
  var peakMemoryBytes: Int
  /// The watchdog killed the child at its time limit.
  var timedOut: Bool
  /// The watchdog killed the child when its memory passed its limit.
  var exceededMemory: Bool
}

/// Where the child's standard output goes.
enum ChildOutput {
  /// A file, read back afterwards.
  case captured
  /// A pipe whose reading end is already closed: every write fails.
  case closedPipe
  /// `/dev/full`: every write fails with "No space left on device".
  case fullDevice
}

/// The built `motion-audit` executable, beside the test bundle (`swift test` builds every product
/// into the same directory), or `nil` when it cannot be found.
let motionAuditExecutable: String? = {
  var directories: [URL] = []
  // Linux runs the test bundle as an executable; macOS loads `.xctest` bundles into a runner.
  if let executable = Bundle.main.executableURL {
    directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
  }
  for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
    directories.append(bundle.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent())
  }
  directories.append(URL(fileURLWithPath: repositoryRoot).appendingPathComponent(".build/debug"))
  return directories.map { $0.appendingPathComponent("motion-audit").path }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Runs `motion-audit` with `arguments` in `directory` as a child process, killing it if it runs
/// longer than `timeLimit` seconds or (on Linux) its memory passes `memoryLimit` bytes, before it
/// can exhaust the machine.
///
/// The child is started with `posix_spawn` and reaped with `wait4`, so it is measured alone even
/// while other tests run children at the same time. A shell changes into `directory` first and
/// `exec`s the command, so the measured process is the command itself (or `wrapper`, a command
/// that runs it, such as a tracer).
///
/// On Linux a spawned child's `ru_maxrss` includes the parent's own peak (the child starts in the
/// parent's address space until `exec`), so the peak is read from `/proc/<pid>/status` instead.
func runMotionAuditProcess(
  _ arguments: [String], in directory: String, timeLimit: Double, memoryLimit: Int = .max,
  output: ChildOutput = .captured, ignoringSIGPIPE: Bool = false, wrapper: [String] = []
) throws -> ChildOutcome {
  guard let executable = motionAuditExecutable else {
    throw ChildProcessError(
      "motion-audit was not found beside the test bundle; build it with `swift build --build-tests`"
    )
  }
  let captureDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("motion-audit-child-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(
    atPath: captureDirectory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: captureDirectory) }
  let outputPath = captureDirectory + "/stdout"
  let errorPath = captureDirectory + "/stderr"

  // `trap '' PIPE` starts the command the way a parent that ignores SIGPIPE would.
  let script = (ignoringSIGPIPE ? "trap '' PIPE; " : "") + #"cd -- "$1" && shift && exec "$@""#
  let argv = ["/bin/sh", "-c", script, "sh", directory] + wrapper + [executable] + arguments

  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  var pipeEnds: [Int32] = [-1, -1]
  switch output {
  case .captured:
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  case .fullDevice:
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/full", O_WRONLY, 0)
  case .closedPipe:
    guard pipe(&pipeEnds) == 0 else { throw ChildProcessError("pipe failed: errno \(errno)") }
    close(pipeEnds[0])
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
  }
  posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

  var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
  defer { for argument in cArguments { free(argument) } }
  let start = ContinuousClock.now
  var pid: pid_t = 0
  let status = posix_spawn(&pid, "/bin/sh", &actions, nil, &cArguments, environ)
  if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
  guard status == 0 else { throw ChildProcessError("posix_spawn failed: errno \(status)") }

  var waitStatus: Int32 = 0
  var usage = rusage()
  var timedOut = false
  var exceededMemory = false
  var polledPeak = 0
  while true {
    polledPeak = max(polledPeak, residentHighWaterMark(of: pid) ?? 0)
    let reaped = wait4(pid, &waitStatus, WNOHANG, &usage)
    if reaped == pid { break }
    if reaped < 0, errno != EINTR {
      throw ChildProcessError("wait4 failed: errno \(errno)")
    }
    if !timedOut, !exceededMemory {
      timedOut = (ContinuousClock.now - start).seconds > timeLimit
      exceededMemory = polledPeak > memoryLimit
      if timedOut || exceededMemory { kill(pid, SIGKILL) }
    }
    usleep(1_000)
  }
  let seconds = (ContinuousClock.now - start).seconds

  let termination: Termination =
    waitStatus & 0x7F == 0
    ? .exited((waitStatus >> 8) & 0xFF) : .signaled(waitStatus & 0x7F)
  #if os(Linux)
    let peakMemoryBytes = polledPeak
  #else
    let peakMemoryBytes = Int(usage.ru_maxrss)  // bytes on Darwin
  #endif
  func text(_ path: String) -> String {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
  return ChildOutcome(
    termination: termination, output: text(outputPath), error: text(errorPath), seconds: seconds,
    peakMemoryBytes: peakMemoryBytes, timedOut: timedOut, exceededMemory: exceededMemory)
}

/// `VmHWM` of a running process in bytes, or `nil` where there is no `/proc` (or it has ended).
private func residentHighWaterMark(of pid: pid_t) -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let field = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first,
    let kilobytes = Int(field)
  else { return nil }
  return kilobytes * 1024
}

struct ChildProcessError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
