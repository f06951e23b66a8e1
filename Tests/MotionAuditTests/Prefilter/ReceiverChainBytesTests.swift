import Testing

@testable import MotionAuditSources

@Suite struct ReceiverChainBytesTests {
  /// The receiver of the call named `startAnimating` (its first occurrence) in `source`.
  func receiver(_ source: String) -> ReceiverChainBytes.Receiver? {
    let bytes = Array(source.utf8)
    let name = Array("startAnimating".utf8)
    guard
      let start = bytes.indices.first(where: { bytes[$0...].starts(with: name) })
    else { return nil }
    return bytes.withUnsafeBufferPointer { ReceiverChainBytes.receiver(ofNameAt: start, in: $0) }
  }

  @Test func plainChainsAreReadFromTheCallBackToTheRoot() {
    #expect(receiver("spinner.startAnimating()") == .names(["spinner"]))
    #expect(
      receiver("  self.cell?.imageView!.startAnimating()") == .names(["imageView", "cell", "self"]))
    #expect(receiver("tasks.forEach { $0.startAnimating() }") == .names(["$0"]))
    #expect(receiver("return view . startAnimating()") == .names(["view"]))
    #expect(receiver("}\n    spinner.startAnimating()") == .names(["spinner"]))
  }

  @Test func aNameWithoutADotHasNoReceiver() {
    #expect(receiver("startAnimating()") == ReceiverChainBytes.Receiver.none)
    #expect(receiver("func startAnimating() {}") == ReceiverChainBytes.Receiver.none)
    #expect(receiver("{ startAnimating() }") == ReceiverChainBytes.Receiver.none)
  }

  @Test func whatTheBytesCannotTellIsLeftToTheParse() {
    #expect(receiver("views[0].startAnimating()") == nil)
    #expect(receiver("makeView().startAnimating()") == nil)
    #expect(receiver("imageView\n  .startAnimating()") == nil)
    #expect(receiver("imageView.\n  spinner.startAnimating()") == nil)
    #expect(receiver("let a = 1 // imageView.\nspinner.startAnimating()") == nil)
    #expect(receiver("`default`.startAnimating()") == nil)
    #expect(receiver("vueÉcran.startAnimating()") == nil)
    #expect(receiver("let v = Foo<Bar>.shared.startAnimating()") == nil)
  }
}
