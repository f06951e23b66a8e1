import MotionAudit
print("benchmark")
