import Foundation

/// Headless Chromium, for tests that check what a person would see in the HTML report.
///
/// CI installs Debian's `chromium` package (`.ci/run`); locally the tests that need it are skipped
/// when it is missing, but never in CI (`CI` set), where its absence is a failure.
enum Chromium {
  /// The browser's path, when one is installed.
  static let path: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
      .split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in directories
      where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
        return directory + "/" + name
      }
    }
    return nil
  }()

  /// Whether tests that need the browser run: always in CI, elsewhere when it is installed.
  static var isRequired: Bool {
    path != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs the browser headless with `arguments` and returns its standard output.
  ///
  /// Gives up after `timeout` seconds (the browser is terminated), so a test never hangs.
  static func run(_ arguments: [String], timeout: TimeInterval = 90) throws -> String {
    guard let path else {
      throw Failure(
        description: "Chromium is not installed: apt-get install -y chromium (CI installs it)")
    }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-audit-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-dev-shm-usage", "--user-data-dir=\(profile.path)",
      ] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    deadline.cancel()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw Failure(
        description: "chromium \(arguments) ended with status \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The page's DOM after its scripts ran.
  static func renderedDOM(of file: URL, fragment: String = "") throws -> String {
    let address = file.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)
    return try run(["--dump-dom", address])
  }

  /// The page's DOM after its scripts ran in a window `width` pixels wide, with
  /// `data-overflow` on the `<body>`: how many pixels the page is wider than the window (0 when
  /// nothing sticks out sideways). The measuring script is added to a copy of the page, without
  /// the page's Content Security Policy, which would refuse it.
  static func measuredDOM(of html: String, width: Int, fragment: String = "") throws -> String {
    var page = html
    if let start = page.range(of: "<meta http-equiv=\"Content-Security-Policy\""),
      let end = page[start.upperBound...].range(of: ">")
    {
      page.removeSubrange(start.lowerBound..<end.upperBound)
    }
    let measure = """
      <script>window.addEventListener("load", function () {
        document.body.setAttribute("data-overflow",
          String(Math.max(0, document.documentElement.scrollWidth - window.innerWidth)));
      });</script>
      """
    page = page.replacingOccurrences(of: "</body>", with: measure + "</body>")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-audit-measured-\(UUID().uuidString).html")
    try Data(page.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let address = file.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)
    return try run(["--window-size=\(width),900", "--dump-dom", address])
  }

  /// The `data-overflow` a measured DOM carries.
  static func overflow(in dom: String) -> Int? {
    guard let start = dom.range(of: "data-overflow=\"") else { return nil }
    return Int(dom[start.upperBound...].prefix { $0 != "\"" })
  }
}
